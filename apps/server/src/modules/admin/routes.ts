import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_TEXT,
  adminListQuerySchema,
  adminMessagesPageSchema,
  adminUsagePageSchema,
  adminUserIdParam,
  adminUsersPageSchema,
  authResultSchema,
  messageSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import { clearSessionCookie, clearStashCookie, setSessionCookie, setStashCookie, stashCookieName } from '../auth/cookies.ts';
import { toUser } from '../auth/serialize.ts';
import * as service from './service.ts';

/** SPEC §7 admin calls. 'admin' access: signed in, isAdmin, and not impersonating (plugins/access.ts). */
export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      { config: { access: 'admin' }, schema: { querystring: adminListQuerySchema, response: { 200: adminUsersPageSchema } } },
      async (req) => service.listUsers(ctx.db, req.query),
    );

    app.get(
      '/api/admin/usage',
      { config: { access: 'admin' }, schema: { querystring: adminListQuerySchema, response: { 200: adminUsagePageSchema } } },
      async (req) => service.listUsage(ctx.db, req.query),
    );

    app.get(
      '/api/admin/messages',
      { config: { access: 'admin' }, schema: { querystring: adminListQuerySchema, response: { 200: adminMessagesPageSchema } } },
      async (req) => service.listMessageAnalytics(ctx.db, req.query),
    );

    app.delete(
      '/api/admin/users/:id',
      { config: { access: 'admin' }, schema: { params: adminUserIdParam, response: { 200: messageSchema } } },
      async (req) => {
        const s = sessionOf(req);
        await service.deleteUser(ctx, { actorId: s.user.id, actorName: s.user.username, targetId: req.params.id, ip: req.ip });
        return { message: ADMIN_TEXT.deleted };
      },
    );

    // Registered before /:id; 'stop' is not an id either way.
    app.post(
      '/api/admin/impersonate/stop',
      // The browser is the impersonated user at this point, so this is a 'user' route.
      { config: { access: 'user' }, schema: { response: { 200: authResultSchema } } },
      async (req, reply) => {
        const restored = await service.stopImpersonation(ctx, {
          session: sessionOf(req),
          adminToken: req.cookies[stashCookieName(ctx.config)],
          ip: req.ip,
        });
        clearStashCookie(reply, ctx.config);
        if (!restored) {
          clearSessionCookie(reply, ctx.config);
          return { user: null, message: 'Your own session has ended. Please sign in again.' };
        }
        setSessionCookie(reply, ctx.config, restored.session);
        return { user: toUser(restored.admin), message: 'You are back in your own account' };
      },
    );

    app.post(
      '/api/admin/impersonate/:id',
      { config: { access: 'admin' }, schema: { params: adminUserIdParam, response: { 200: authResultSchema } } },
      async (req, reply) => {
        const s = sessionOf(req);
        const { user, session, parked } = await service.startImpersonation(ctx, {
          admin: s.user,
          adminTokenHash: s.tokenHash,
          targetId: req.params.id,
          ip: req.ip,
        });
        setStashCookie(reply, ctx.config, parked.token, parked.expiresAt);
        setSessionCookie(reply, ctx.config, session);
        return {
          user: toUser(user, { id: s.user.id, username: s.user.username, until: session.expiresAt.toISOString() }),
          message: `You are now using ${user.username}'s account`,
        };
      },
    );
  };
