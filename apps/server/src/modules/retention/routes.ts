import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  conversationDeletionInputSchema,
  conversationDeletionParams,
  conversationDeletionQuery,
  conversationDeletionSchema,
  retentionInputSchema,
  retentionSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

/** The owner's retention period, and the visitor's deletion link (issue 19 part 6, decision 032). */
export const retentionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scoped = { access: 'user' as const, businessScoped: true };
    app.get(
      '/api/business/:businessId/retention',
      { config: scoped, schema: { params: businessIdParam, response: { 200: retentionSchema } } },
      async (req) => service.getRetention(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );
    app.put(
      '/api/business/:businessId/retention',
      { config: scoped, schema: { params: businessIdParam, body: retentionInputSchema, response: { 200: retentionSchema } } },
      async (req) => service.setRetention(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body.days),
    );

    // Public: whoever holds the mailed link. The token is checked before anything is read.
    app.get(
      '/api/conversation-deletion/:conversationId',
      {
        config: { access: 'public' },
        schema: {
          params: conversationDeletionParams,
          querystring: conversationDeletionQuery,
          response: { 200: conversationDeletionSchema },
        },
      },
      async (req) => service.deletionStatus(ctx.db, req.params.conversationId, req.query.token),
    );
    app.post(
      '/api/conversation-deletion/:conversationId',
      {
        config: { access: 'public' },
        schema: {
          params: conversationDeletionParams,
          body: conversationDeletionInputSchema,
          response: { 200: conversationDeletionSchema },
        },
      },
      async (req) => service.deleteByLink(ctx.db, req.params.conversationId, req.body.token, req.log),
    );
  };
