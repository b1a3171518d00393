import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  chatParams,
  leadIdParam,
  leadRequestSchema,
  leadSchema,
  leadSettingsInputSchema,
  leadSettingsSchema,
  leadsPageSchema,
  leadsQuerySchema,
  leadStatusInputSchema,
  visitorLeadSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

/** Lead capture (decision 033): the visitor's details after the chat's offer; the owner's list, CSV and mail setting. */
export const leadsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scoped = { access: 'user' as const, businessScoped: true };

    app.post(
      '/api/chat/:businessId/lead',
      { config: { access: 'public' }, schema: { params: chatParams, body: leadRequestSchema, response: { 201: visitorLeadSchema } } },
      async (req, reply) =>
        reply.code(201).send(await service.requestLead(ctx, { ...req.body, businessId: req.params.businessId, ip: req.ip })),
    );

    app.get(
      '/api/business/:businessId/leads',
      { config: scoped, schema: { params: businessIdParam, querystring: leadsQuerySchema, response: { 200: leadsPageSchema } } },
      async (req) => service.listLeads(ctx.db, sessionOf(req).user.id, req.params.businessId, req.query.page),
    );

    app.get('/api/business/:businessId/leads/export', { config: scoped, schema: { params: businessIdParam } }, async (req, reply) => {
      const { filename, csv } = await service.exportLeadsCsv(ctx, sessionOf(req).user.id, req.params.businessId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.put(
      '/api/business/:businessId/leads/:leadId',
      { config: scoped, schema: { params: leadIdParam, body: leadStatusInputSchema, response: { 200: leadSchema } } },
      async (req) => service.setLeadStatus(ctx.db, sessionOf(req).user.id, { ...req.params, status: req.body.status }),
    );

    app.delete('/api/business/:businessId/leads/:leadId', { config: scoped, schema: { params: leadIdParam } }, async (req, reply) => {
      await service.deleteLead(ctx.db, sessionOf(req).user.id, req.params);
      return reply.code(204).send();
    });

    app.get(
      '/api/business/:businessId/lead-settings',
      { config: scoped, schema: { params: businessIdParam, response: { 200: leadSettingsSchema } } },
      async (req) => service.getLeadSettings(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.put(
      '/api/business/:businessId/lead-settings',
      { config: scoped, schema: { params: businessIdParam, body: leadSettingsInputSchema, response: { 200: leadSettingsSchema } } },
      async (req) => service.saveLeadSettings(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body.emails),
    );
  };
