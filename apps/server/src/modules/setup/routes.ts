import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  businessSchema,
  generatedProfileSchema,
  generateProfileSchema,
  setupSchema,
  subdomainSuggestionsSchema,
  suggestSubdomainsSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import { toBusiness } from '../business/service.ts';
import type { SubdomainPublisher } from './dns.ts';
import * as service from './service.ts';

export const setupRoutes =
  (ctx: AppContext & { dns: SubdomainPublisher }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/subdomain/suggest',
      { config: { access: 'user' }, schema: { body: suggestSubdomainsSchema, response: { 200: subdomainSuggestionsSchema } } },
      async (req) => ({
        suggestions: await service.suggestSubdomains(ctx, { ownerId: sessionOf(req).user.id, businessId: req.body.businessId }),
      }),
    );

    app.post(
      '/api/business/:businessId/generate-profile',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: generateProfileSchema, response: { 200: generatedProfileSchema } },
      },
      async (req) =>
        service.generateProfileField(ctx, {
          ownerId: sessionOf(req).user.id,
          businessId: req.params.businessId,
          field: req.body.field,
          context: req.body.context,
        }),
    );

    app.post(
      '/api/business/:businessId/setup',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: setupSchema, response: { 200: businessSchema } },
      },
      async (req) => {
        const { id: ownerId, emailVerified } = sessionOf(req).user;
        try {
          return toBusiness(
            await service.completeSetup(ctx, { ownerId, emailVerified, businessId: req.params.businessId, input: req.body }),
          );
        } finally {
          // Also when it failed: a publication rolled back after a DNS failure changed the row twice.
          ctx.businessLists.forget(ownerId);
        }
      },
    );
  };
