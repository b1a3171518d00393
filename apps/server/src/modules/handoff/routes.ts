import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  chatHistoryParams,
  chatParams,
  conversationIdParam,
  handoffRequestSchema,
  handoffSettingsInputSchema,
  handoffSettingsSchema,
  ownerHandoffSchema,
  ownerReplyInputSchema,
  visitorHandoffSchema,
  visitorHandoffStatusSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as handoff from './service.ts';

/** Human handoff (decision 030): the visitor's request and open chat's polling, the owner's replies and settings. */
export const handoffRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await ctx.jobs.queue(handoff.HANDOFF_REPLY_QUEUE, { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 });
    await ctx.jobs.work<{ messageId: number }>(handoff.HANDOFF_REPLY_QUEUE, { workers: 1 }, async (job) => {
      await handoff.mailReplyIfUnseen(ctx, job.data.messageId);
    });

    app.post(
      '/api/chat/:businessId/handoff',
      { config: { access: 'public' }, schema: { params: chatParams, body: handoffRequestSchema, response: { 201: visitorHandoffSchema } } },
      async (req, reply) =>
        reply.code(201).send(await handoff.requestHandoff(ctx, { ...req.body, businessId: req.params.businessId, ip: req.ip })),
    );

    app.get(
      '/api/chat/:businessId/:visitorId/handoff',
      { config: { access: 'public' }, schema: { params: chatHistoryParams, response: { 200: visitorHandoffStatusSchema } } },
      async (req) => handoff.visitorStatus(ctx, req.params),
    );

    app.post(
      '/api/business/:businessId/conversations/:conversationId/reply',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: conversationIdParam, body: ownerReplyInputSchema, response: { 201: ownerHandoffSchema } },
      },
      async (req, reply) =>
        reply.code(201).send(await handoff.ownerReply(ctx, { ownerId: sessionOf(req).user.id, ...req.params, message: req.body.message })),
    );

    app.post(
      '/api/business/:businessId/conversations/:conversationId/close-handoff',
      { config: { access: 'user', businessScoped: true }, schema: { params: conversationIdParam, response: { 200: ownerHandoffSchema } } },
      async (req) => handoff.closeHandoff(ctx, { ownerId: sessionOf(req).user.id, ...req.params }),
    );

    app.get(
      '/api/business/:businessId/handoff-settings',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: handoffSettingsSchema } } },
      async (req) => handoff.getHandoffSettings(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.put(
      '/api/business/:businessId/handoff-settings',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: handoffSettingsInputSchema, response: { 200: handoffSettingsSchema } },
      },
      async (req) => handoff.saveHandoffSettings(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body.timeZone),
    );
  };
