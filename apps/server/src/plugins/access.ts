import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { SessionInfo } from '../modules/auth/sessions.ts';
import type { SessionStore } from '../modules/auth/session-store.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must say; the security suite reads it. */
    access?: Access;
    /** The route takes a business id and answers 404 to anyone but its owner. */
    businessScoped?: boolean;
  }
  interface FastifyRequest {
    auth: SessionInfo | null;
  }
}

export interface RouteInfo {
  method: string;
  url: string;
  access: Access;
  businessScoped: boolean;
}

/** The route table, as registered; the authorization suite is generated from it. */
export const routeTable: RouteInfo[] = [];

/**
 * Loads the session for /api requests and enforces each route's declared access level before the
 * handler runs, so a handler cannot forget to check. `cookieName`: the session cookie's name as this
 * configuration sets it (`__Host-sw_session` with Secure cookies, see auth/cookies.ts).
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionStore, cookieName: string): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access, businessScoped: !!route.config?.businessScoped });
    }
    if (access === 'public') return;
    const guard = access === 'admin' ? requireAdmin : requireUser;
    // onRequest (after the session is loaded): a caller without the right is refused before the
    // body is read or validated, so 401/403 never turn into a 400 or 413 that reveals the schema.
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [guard, ...existing];
  });

  // Callback style, not async: a session found in memory costs no promise (this runs on every request).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return done();
    const found = sessions.lookup(token);
    if (!(found instanceof Promise)) {
      request.auth = found;
      return done();
    }
    found.then(
      (s) => {
        request.auth = s;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

function requireUser(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.auth ? undefined : unauthorized());
}

function requireAdmin(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.auth) return done(unauthorized());
  // While impersonating, the browser acts as the user: admin routes stay closed.
  done(!request.auth.user.isAdmin || request.auth.impersonator ? forbidden() : undefined);
}

/** The signed-in session of a route whose access is 'user' or 'admin'. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
