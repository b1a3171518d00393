import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  templateDownloadInputSchema,
  templateDownloadSchema,
  templateIdParam,
  templateLikeSchema,
  templateQuerySchema,
  templateSchema,
  templateViewsInputSchema,
  templateViewsSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

export const templateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // SPEC §7: the catalogue is public; a signed-in owner also learns which templates they liked.
    app.get(
      '/api/templates',
      { config: { access: 'public' }, schema: { querystring: templateQuerySchema, response: { 200: z.array(templateSchema) } } },
      async (req) => service.listTemplates(ctx.db, req.query, req.auth?.user.id ?? null),
    );

    // Views are counted when the page shows templates, not on every list fetch (docs/decisions/009-template-counters.md).
    app.post(
      '/api/templates/views',
      { config: { access: 'public' }, schema: { body: templateViewsInputSchema, response: { 200: templateViewsSchema } } },
      async (req) => service.recordViews(ctx.db, req.body.ids),
    );

    app.post(
      '/api/templates/:id/download',
      {
        config: { access: 'user' },
        // The body names the business (the preview step); a bad name is a 400 before anything is written.
        schema: { params: templateIdParam, body: templateDownloadInputSchema, response: { 201: templateDownloadSchema } },
      },
      async (req, reply) => {
        const userId = sessionOf(req).user.id;
        const download = await service.downloadTemplate(ctx.db, userId, req.params.id, req.body?.name);
        ctx.businessLists.forget(userId);
        // The starter knowledge's embeddings (hybrid mode), once its transaction has committed.
        await ctx.retrieval.index({ businessId: download.businessId, userId });
        return reply.code(201).send(download);
      },
    );

    app.post(
      '/api/templates/:id/like',
      { config: { access: 'user' }, schema: { params: templateIdParam, response: { 200: templateLikeSchema } } },
      async (req) => service.likeTemplate(ctx.db, sessionOf(req).user.id, req.params.id),
    );
  };
