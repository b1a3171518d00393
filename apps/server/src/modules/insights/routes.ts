import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIdParam, insightsQuerySchema, insightsSchema } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import { insights } from './service.ts';

/** The owner's insights for a period (issue 19 part 5, decision 031). */
export const insightsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/business/:businessId/insights',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, querystring: insightsQuerySchema, response: { 200: insightsSchema } },
      },
      async (req) => insights(ctx.db, sessionOf(req).user.id, req.params.businessId, req.query.period),
    );
  };
