import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** HttpOnly, SameSite=Lax, no Domain (so agent subdomains never receive it), Secure in production. */
export function setSessionCookie(reply: FastifyReply, config: Config, session: { token: string; expiresAt: Date }): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' });
}

/**
 * While an admin impersonates someone, the admin's own (parked) session token waits in this HttpOnly
 * cookie, set on two narrow paths so that no other request ever carries it: the impersonation
 * routes (the way back) and logout (signing out while impersonating ends the parked session too).
 */
export const ADMIN_STASH_COOKIE = 'sw_admin_session';
const STASH_PATHS = ['/api/admin/impersonate', '/api/logout'] as const;

export function setStashCookie(reply: FastifyReply, config: Config, token: string, expires: Date): void {
  for (const path of STASH_PATHS)
    reply.setCookie(ADMIN_STASH_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path, expires });
}

export function clearStashCookie(reply: FastifyReply, config: Config): void {
  for (const path of STASH_PATHS)
    reply.clearCookie(ADMIN_STASH_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path });
}
