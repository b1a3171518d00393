import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * The session cookie's name. With Secure cookies (production) it carries the `__Host-` prefix: the
 * browser then only accepts it when it is Secure, has Path=/ and no Domain, so no other host — an
 * agent's subdomain, a sibling on the same registrable domain — can set or overwrite it (session
 * fixation by cookie tossing). Over plain http (dev, tests) a `__Host-` cookie would be dropped by the
 * browser, so the plain name is used there.
 */
export function sessionCookieName(config: Pick<Config, 'cookieSecure'>): string {
  return config.cookieSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** HttpOnly, SameSite=Lax, no Domain (so agent subdomains never receive it), Secure in production. */
export function setSessionCookie(reply: FastifyReply, config: Config, session: { token: string; expiresAt: Date }): void {
  reply.setCookie(sessionCookieName(config), session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' });
}

/**
 * While an admin impersonates someone, the admin's own (parked) session token waits in this HttpOnly
 * cookie, set on two narrow paths so that no other request ever carries it: the impersonation
 * routes (the way back) and logout (signing out while impersonating ends the parked session too).
 * Its paths rule out `__Host-`; with Secure cookies it is `__Secure-` prefixed, so at least no
 * plain-http page can set it.
 */
export const ADMIN_STASH_COOKIE = 'sw_admin_session';
const STASH_PATHS = ['/api/admin/impersonate', '/api/logout'] as const;

export function stashCookieName(config: Pick<Config, 'cookieSecure'>): string {
  return config.cookieSecure ? `__Secure-${ADMIN_STASH_COOKIE}` : ADMIN_STASH_COOKIE;
}

export function setStashCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  for (const path of STASH_PATHS)
    reply.setCookie(stashCookieName(config), token, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path, expires });
}

export function clearStashCookie(reply: FastifyReply, config: Config): void {
  for (const path of STASH_PATHS)
    reply.clearCookie(stashCookieName(config), { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path });
}
