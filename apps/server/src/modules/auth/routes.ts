import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResultSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  messageSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  userSchema,
  verifyEmailSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import { toUser } from './serialize.ts';
import { clearSessionCookie, clearStashCookie, setSessionCookie, stashCookieName } from './cookies.ts';
import { rotateSession } from './sessions.ts';
import * as auth from './service.ts';
import { knownDevice, setDeviceCookie } from './device-trust.ts';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/user', { config: { access: 'user' }, schema: { response: { 200: userSchema } } }, async (req) => {
      const s = sessionOf(req);
      return toUser(s.user, s.impersonator);
    });

    app.post(
      '/api/register',
      { config: { access: 'public' }, schema: { body: registerSchema, response: { 201: authResultSchema } } },
      async (req, reply) => {
        const { user, session } = await auth.register(ctx, { ...req.body, ip: req.ip });
        // Once the account exists: a refused attempt (409, 429) leaves the browser's session as it was.
        if (req.auth) await auth.endSession(ctx, req.auth);
        setSessionCookie(reply, ctx.config, session);
        setDeviceCookie(reply, ctx.config, user);
        return reply.code(201).send({ user: toUser(user), message: 'Registration successful' });
      },
    );

    app.post(
      '/api/login',
      { config: { access: 'public' }, schema: { body: loginSchema, response: { 200: authResultSchema } } },
      async (req, reply) => {
        const { user, session } = await auth.login(ctx, { ...req.body, ip: req.ip, knownDevice: (u) => knownDevice(req, ctx.config, u) });
        // Rotate: the session the browser had before signing in is discarded.
        if (req.auth) await auth.endSession(ctx, req.auth);
        setSessionCookie(reply, ctx.config, session);
        setDeviceCookie(reply, ctx.config, user);
        return { user: toUser(user), message: 'Login successful' };
      },
    );

    app.post('/api/logout', { config: { access: 'public' }, schema: { response: { 200: authResultSchema } } }, async (req, reply) => {
      const parked = req.cookies[stashCookieName(ctx.config)];
      if (req.auth) await auth.endSession(ctx, req.auth, parked);
      clearSessionCookie(reply, ctx.config);
      if (parked !== undefined) clearStashCookie(reply, ctx.config);
      return { user: null, message: 'Logged out successfully' };
    });

    app.post('/api/resend-verification', { config: { access: 'user' }, schema: { response: { 200: authResultSchema } } }, async (req) => {
      const s = sessionOf(req);
      await auth.resendVerification(ctx, s.user);
      return { user: toUser(s.user, s.impersonator), message: 'Verification email sent. Please check your inbox.' };
    });

    app.post(
      '/api/verify-email',
      { config: { access: 'public' }, schema: { body: verifyEmailSchema, response: { 200: authResultSchema } } },
      async (req) => {
        const user = await auth.verifyEmail(ctx, req.body.token);
        const mine = req.auth?.user.id === user.id;
        return { user: mine ? toUser(user, req.auth?.impersonator) : null, message: 'Your email has been verified' };
      },
    );

    app.post(
      '/api/request-password-reset',
      { config: { access: 'public' }, schema: { body: requestPasswordResetSchema, response: { 200: messageSchema } } },
      async (req) => {
        await auth.requestPasswordReset(ctx, req.body.email);
        return { message: auth.AUTH_TEXT.resetRequested };
      },
    );

    app.post(
      '/api/reset-password',
      { config: { access: 'public' }, schema: { body: resetPasswordSchema, response: { 200: messageSchema } } },
      async (req, reply) => {
        const user = await auth.resetPassword(ctx, req.body);
        clearSessionCookie(reply, ctx.config);
        // The new password made the account's known-device cookies worthless; this browser proved the mailbox.
        setDeviceCookie(reply, ctx.config, user);
        return { message: 'Your password has been reset. Please sign in with your new password.' };
      },
    );

    app.post(
      '/api/account/password',
      { config: { access: 'user' }, schema: { body: changePasswordSchema, response: { 200: messageSchema } } },
      async (req, reply) => {
        const s = sessionOf(req);
        const changed = await auth.changePassword(ctx, s.user, s.tokenHash, req.body);
        // Known-device cookies are keyed with the password hash: this browser keeps being one
        // (not an admin's, using the account: the owner's browsers are what the cookie marks).
        if (!s.impersonator) setDeviceCookie(reply, ctx.config, changed);
        // A change of privilege: this browser gets a new session id, and the old one stops working.
        setSessionCookie(reply, ctx.config, await rotateSession(ctx, s));
        return { message: 'Your password has been changed. Other sessions were signed out.' };
      },
    );

    app.post(
      '/api/account/email',
      { config: { access: 'user' }, schema: { body: changeEmailSchema, response: { 200: messageSchema } } },
      async (req) => {
        await auth.changeEmail(ctx, sessionOf(req).user, req.body);
        return { message: 'We sent a verification link to your new address. The change takes effect once you open it.' };
      },
    );

    app.post(
      '/api/account/logout-all',
      { config: { access: 'user' }, schema: { response: { 200: authResultSchema } } },
      async (req, reply) => {
        await auth.signOutEverywhere(ctx, sessionOf(req).user);
        clearSessionCookie(reply, ctx.config);
        return { user: null, message: 'You have been signed out everywhere' };
      },
    );

    app.delete(
      '/api/account',
      { config: { access: 'user' }, schema: { body: deleteAccountSchema, response: { 200: messageSchema } } },
      async (req, reply) => {
        await auth.deleteAccount(ctx, sessionOf(req).user, req.body.password);
        clearSessionCookie(reply, ctx.config);
        return { message: 'Your account and all its businesses have been deleted' };
      },
    );
  };
