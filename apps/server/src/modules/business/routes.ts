import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessIdParam, businessSchema, createBusinessSchema, publicBusinessSchema } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

const subdomainQuery = z.strictObject({ subdomain: z.string().trim().min(1, 'Subdomain is required').max(63, 'Subdomain is too long') });

export const businessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/business', { config: { access: 'user' }, schema: { response: { 200: z.array(businessSchema) } } }, async (req) => {
      return (await service.listBusinesses(ctx.db, sessionOf(req).user.id)).map(service.toBusiness);
    });

    app.post(
      '/api/business',
      { config: { access: 'user' }, schema: { body: createBusinessSchema, response: { 201: businessSchema } } },
      async (req, reply) => {
        const row = await service.createBusiness(ctx.db, sessionOf(req).user.id, req.body);
        return reply.code(201).send(service.toBusiness(row));
      },
    );

    // Registered before /:businessId so these words are not read as ids.
    app.get('/api/business/current', { config: { access: 'user' }, schema: { response: { 200: businessSchema } } }, async (req) => {
      return service.toBusiness(await service.getCurrentBusiness(ctx.db, sessionOf(req).user.id));
    });

    app.get(
      '/api/business/by-subdomain',
      { config: { access: 'public' }, schema: { querystring: subdomainQuery, response: { 200: publicBusinessSchema } } },
      async (req) => service.toPublicBusiness(await service.getBusinessBySubdomain(ctx.db, req.query.subdomain)),
    );

    app.get(
      '/api/business/:businessId',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: businessSchema } } },
      async (req) => service.toBusiness(await service.getOwnedBusiness(ctx.db, sessionOf(req).user.id, req.params.businessId)),
    );
  };
