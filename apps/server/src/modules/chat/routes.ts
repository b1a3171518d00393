import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  chatHistoryParams,
  chatMessageInputSchema,
  chatMessageSchema,
  chatParams,
  chatReplySchema,
  ownerHandoffSchema,
  starterQuestionsSchema,
  visitorSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/access.ts';
import { getOwnedBusiness } from '../business/service.ts';
import { handoffRoutes, handoffsOf } from '../handoff/index.ts';
import * as chat from './service.ts';
import { starterQuestions } from './starters.ts';

const ownerConversationsSchema = z.object({
  stats: z.object({
    conversations: z.number(),
    questions: z.number(),
    answers: z.number(),
    unanswered: z.number(),
    avgResponseMs: z.number(),
  }),
  conversations: z.array(
    z.object({
      id: z.number(),
      startedAt: z.string(),
      lastMessageAt: z.string(),
      /** The visitor asked for a person (decision 030): their details, for the owner only. */
      handoff: ownerHandoffSchema.nullable(),
      messages: z.array(
        chatMessageSchema.extend({
          answered: z.boolean().nullable(),
          success: z.boolean().nullable(),
          responseTimeMs: z.number().nullable(),
        }),
      ),
    }),
  ),
});

/** Public chat for visitors (agent pages and the embedded widget), and the owner's transcripts. */
export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // A visitor asking for a person, and the owner's replies (decision 030).
    await app.register(handoffRoutes(ctx));

    app.post(
      '/api/chat/:businessId/visitor',
      { config: { access: 'public' }, schema: { params: chatParams, response: { 201: visitorSchema } } },
      async (req, reply) =>
        reply.code(201).send({ visitorId: await chat.startConversation(ctx, { businessId: req.params.businessId, ip: req.ip }) }),
    );

    // Registered before /:visitorId: questions a visitor can tap to start (decision 028).
    app.get(
      '/api/chat/:businessId/starters',
      { config: { access: 'public' }, schema: { params: chatParams, response: { 200: starterQuestionsSchema } } },
      async (req) => ({ questions: await starterQuestions(ctx.db, req.params.businessId) }),
    );

    app.get(
      '/api/chat/:businessId/:visitorId',
      { config: { access: 'public' }, schema: { params: chatHistoryParams, response: { 200: z.array(chatMessageSchema) } } },
      async (req) => chat.history(ctx, req.params),
    );

    app.post(
      '/api/chat/:businessId',
      { config: { access: 'public' }, schema: { params: chatParams, body: chatMessageInputSchema, response: { 200: chatReplySchema } } },
      async (req) => chat.reply(ctx, { businessId: req.params.businessId, ...req.body, ip: req.ip }),
    );

    /** Server-sent events: `token` events as the answer is written, then `done` with the sources. */
    app.post(
      '/api/chat/:businessId/stream',
      { config: { access: 'public' }, schema: { params: chatParams, body: chatMessageInputSchema } },
      async (req, reply) => {
        // Everything that can refuse the request (404, 413, 429) happens before the stream opens.
        const turn = await chat.prepareTurn(ctx, { businessId: req.params.businessId, ...req.body, ip: req.ip });
        const abort = new AbortController();
        // A TimeoutError, like the non-streaming route's AbortSignal.timeout: a provider that trickles
        // tokens forever is then reported and recorded as a timeout, not as an unknown failure.
        const timeout = setTimeout(
          () => abort.abort(new DOMException('The answer took too long', 'TimeoutError')),
          ctx.config.ai.timeoutMs + 5_000,
        );
        req.raw.on('close', () => abort.abort(new Error('client closed')));
        reply.hijack();
        const headers = reply.getHeaders() as Record<string, string>;
        reply.raw.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        });
        const send = (event: string, data: unknown) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        try {
          send('done', await chat.answerTurn(ctx, turn, abort.signal, (text) => send('token', { text })));
        } catch (error) {
          // An engine failure arrives as our AppError (timeout, provider failure), its message meant
          // for the visitor. Anything else (a database error, "Query read timeout") is logged, and the
          // public visitor gets the widget's generic wording instead of its text.
          if (!(error instanceof AppError))
            req.log.error({ err: error, businessId: turn.business.id }, 'chat: the turn could not be stored');
          send('error', { message: error instanceof AppError ? error.message : chat.SEND_FAILED });
        } finally {
          clearTimeout(timeout);
          reply.raw.end();
        }
      },
    );

    app.get(
      '/api/business/:businessId/conversations',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, response: { 200: ownerConversationsSchema } },
      },
      async (req) => {
        const b = await getOwnedBusiness(ctx.db, sessionOf(req).user.id, req.params.businessId);
        const [stats, conversations] = await Promise.all([chat.ownerStats(ctx.db, b.id), chat.ownerConversations(ctx.db, b.id)]);
        const handoffs = await handoffsOf(
          ctx.db,
          b.id,
          conversations.map((c) => c.id),
        );
        return { stats, conversations: conversations.map((c) => ({ ...c, handoff: handoffs.get(c.id) ?? null })) };
      },
    );
  };
