import { z } from 'zod';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  businessIdentityInputSchema,
  businessSchema,
  type Business,
  createBusinessSchema,
  ownerIdentitySchema,
  publicAgentPageSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as identity from './identity.ts';
import * as service from './service.ts';

const subdomainQuery = z.strictObject({ subdomain: z.string().trim().min(1, 'Subdomain is required').max(63, 'Subdomain is too long') });

export const businessRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Answered from ctx.businessLists (decision 015): the JSON is made by the route's own response
    // serializer when the list is read, so memory holds exactly what the schema lets out.
    const listSchema = z.array(businessSchema);
    const serializeList = serializerCompiler({ schema: listSchema, method: 'GET', url: '/api/business' });
    app.get('/api/business', { config: { access: 'user' }, schema: { response: { 200: listSchema } } }, (req, reply) => {
      const ownerId = sessionOf(req).user.id;
      const json = ctx.businessLists.get(ownerId, async () =>
        serializeList((await service.listBusinesses(ctx.db, ownerId)).map(service.toBusiness)),
      );
      // A string with a JSON content type is sent as it is, not serialised again (the type provider
      // only knows the parsed shape, hence the cast). No closure on the hit path: one per request
      // is measurable at this rate.
      reply.type('application/json; charset=utf-8');
      if (typeof json !== 'string') return json.then((body) => void reply.send(body as unknown as Business[]));
      reply.send(json as unknown as Business[]);
    });

    app.post(
      '/api/business',
      { config: { access: 'user' }, schema: { body: createBusinessSchema, response: { 201: businessSchema } } },
      async (req, reply) => {
        const row = await service.createBusiness(ctx.db, sessionOf(req).user.id, req.body);
        ctx.businessLists.forget(row.ownerId);
        return reply.code(201).send(service.toBusiness(row));
      },
    );

    // Registered before /:businessId so these words are not read as ids.
    app.get('/api/business/current', { config: { access: 'user' }, schema: { response: { 200: businessSchema } } }, async (req) => {
      return service.toBusiness(await service.getCurrentBusiness(ctx.db, sessionOf(req).user.id));
    });

    app.get(
      '/api/business/by-subdomain',
      { config: { access: 'public' }, schema: { querystring: subdomainQuery, response: { 200: publicAgentPageSchema } } },
      async (req) => identity.getAgentPage(ctx.db, req.query.subdomain),
    );

    app.get(
      '/api/business/:businessId',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: businessSchema } } },
      async (req) => service.toBusiness(await service.getOwnedBusiness(ctx.db, sessionOf(req).user.id, req.params.businessId)),
    );

    // The page's identity (decision 028): the owner's values over the website's contact card.
    app.get(
      '/api/business/:businessId/identity',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: ownerIdentitySchema } } },
      async (req) => identity.getOwnerIdentity(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.put(
      '/api/business/:businessId/identity',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: businessIdentityInputSchema, response: { 200: ownerIdentitySchema } },
      },
      async (req) => identity.saveIdentity(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body),
    );
  };
