import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * "Known device" cookies (OWASP, "Slow down online guessing attacks with device cookies"; decision
 * 022). A browser that signed in to an account (or created it, or reset its password) gets a cookie
 * for that account: a random nonce and an HMAC of it keyed with the account's password hash. At
 * sign-in such a browser is judged by its own failures only, so an attack spread over many IPs,
 * which slows every other device down, does not keep the owner out of their account.
 *
 * Keyed with the password hash: no server secret to configure or share between processes, a cookie
 * can't be made without the database, and a password change or reset makes every older cookie
 * worthless (the browser that made the change gets a new one).
 */
const NAME = 'sw_device';
/** Sent with sign-ins only: no other request carries it. */
const COOKIE_PATH = '/api/login';
const TTL_MS = 365 * 24 * 3600 * 1000;

interface DeviceUser {
  id: number;
  passwordHash: string;
}

/** One cookie per account (a shared office browser may know two). `__Secure-` with Secure cookies. */
export function deviceCookieName(config: Pick<Config, 'cookieSecure'>, userId: number): string {
  return `${config.cookieSecure ? '__Secure-' : ''}${NAME}_${userId}`;
}

function signature(user: DeviceUser, nonce: string): string {
  return createHmac('sha256', user.passwordHash).update(`sw-device|${user.id}|${nonce}`).digest('base64url');
}

/** The nonce of a valid known-device cookie of `user` among the request's cookies, or null. */
export function knownDevice(req: FastifyRequest, config: Pick<Config, 'cookieSecure'>, user: DeviceUser): string | null {
  const value = req.cookies[deviceCookieName(config, user.id)];
  if (!value || value.length > 200) return null;
  const [nonce, sig, ...rest] = value.split('.');
  if (!nonce || !sig || rest.length) return null;
  const expected = Buffer.from(signature(user, nonce));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** Marks this browser as one the account signs in from (a new nonce each time). */
export function setDeviceCookie(reply: FastifyReply, config: Pick<Config, 'cookieSecure'>, user: DeviceUser): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName(config, user.id), `${nonce}.${signature(user, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: COOKIE_PATH,
    expires: new Date(Date.now() + TTL_MS),
  });
}
