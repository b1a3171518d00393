import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIdParam, taughtAnswerIdParam, taughtAnswerInputSchema, taughtAnswerSchema } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

/** The owner's taught answers (issue 19 part 4, decision 029): list, add, edit, delete. */
export const taughtRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scoped = { access: 'user' as const, businessScoped: true };
    app.get(
      '/api/business/:businessId/taught-answers',
      { config: scoped, schema: { params: businessIdParam, response: { 200: z.array(taughtAnswerSchema) } } },
      async (req) => service.listTaught(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );
    app.post(
      '/api/business/:businessId/taught-answers',
      { config: scoped, schema: { params: businessIdParam, body: taughtAnswerInputSchema, response: { 201: taughtAnswerSchema } } },
      async (req, reply) =>
        reply.code(201).send(await service.createTaught(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body)),
    );
    app.put(
      '/api/business/:businessId/taught-answers/:answerId',
      { config: scoped, schema: { params: taughtAnswerIdParam, body: taughtAnswerInputSchema, response: { 200: taughtAnswerSchema } } },
      async (req) => service.updateTaught(ctx.db, sessionOf(req).user.id, req.params, req.body),
    );
    app.delete(
      '/api/business/:businessId/taught-answers/:answerId',
      { config: scoped, schema: { params: taughtAnswerIdParam } },
      async (req, reply) => {
        await service.deleteTaught(ctx.db, sessionOf(req).user.id, req.params);
        return reply.code(204).send();
      },
    );
  };
