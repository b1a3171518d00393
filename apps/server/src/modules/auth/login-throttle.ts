import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../context.ts';
import { isBlocked, rateLimitedError } from '../../plugins/limiters.ts';
import { failedSignInsMail } from '../mail/security-templates.ts';
import { networkKey } from './signup-limits.ts';

/**
 * Throttling of password guessing (docs/decisions/022-login-throttling.md), after OWASP's device
 * cookies: a sign-in from a browser that knows the account (device-trust.ts) is judged by that
 * browser's own failures only; every other sign-in is judged per client network (as before) and
 * per account, over all networks, with an exponential back-off once the account has had
 * FREE_FAILURES failures in a day. The back-off delays; it never locks: the owner's own browsers
 * are not subject to it, and a password reset makes the browser that did it a known one.
 */

/** Failed sign-ins to one account from unknown devices before each further try waits. */
export const FREE_FAILURES = 10;
const BACKOFF_FIRST_SECONDS = 60;
const BACKOFF_MAX_SECONDS = 30 * 60;
/** Failed sign-ins to one account within an hour, from anywhere, that make us tell its owner. */
export const ALERT_FAILURES = 10;

export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts.';

/** The length of the account's `opened`-th back-off window of the day (from 0): 1, 2, 4 … 30 minutes. */
export function backoffSeconds(opened: number): number {
  return Math.min(BACKOFF_FIRST_SECONDS * 2 ** opened, BACKOFF_MAX_SECONDS);
}

export interface LoginAttempt {
  /**
   * The account: its id when the name is one (however it was spelled), else the lower-cased name,
   * so an unknown name is throttled exactly like a real one.
   */
  account: string;
  /** The client's network (IPv4 address, IPv6 /64). */
  network: string;
  /** Set when the browser holds a valid known-device cookie for this account: its nonce. */
  device: { userId: number; nonce: string } | null;
}

export function loginAttempt(username: string, user: { id: number } | undefined, ip: string, device: LoginAttempt['device']): LoginAttempt {
  return { account: user ? `u${user.id}` : `n${username.toLowerCase()}`, network: networkKey(ip), device };
}

const deviceKey = (d: NonNullable<LoginAttempt['device']>) => `${d.userId}|${d.nonce}`;
const pairKey = (a: LoginAttempt) => `${a.network}|${a.account}`;

/**
 * Called before the password is checked: throws a 429 (with its Retry-After) when this attempt has
 * to wait. An unknown device's attempt is counted here, before the check, so that a burst of
 * concurrent guesses can't all slip in before the first failure is recorded; success gives it back.
 */
export async function admitLogin(ctx: AppContext, a: LoginAttempt): Promise<void> {
  const l = ctx.limiters;
  if (a.device) {
    const blocked = await isBlocked(l.loginDeviceFailures, deviceKey(a.device));
    if (blocked) throw rateLimitedError(TOO_MANY_LOGINS, blocked);
    return;
  }
  const blocked = (await isBlocked(l.loginFailures, pairKey(a))) ?? (await isBlocked(l.loginFailuresByIp, a.network));
  if (blocked) throw rateLimitedError(TOO_MANY_LOGINS, blocked);
  // Atomic in Redis and in memory: concurrent attempts each get their own number.
  const attempt = (await l.loginAccountFailures.penalty(a.account)).consumedPoints;
  if (attempt < FREE_FAILURES) return;
  // Past the free ones, one attempt per window, each window twice as long as the one before it.
  // Concurrent attempts read the same count and ask for the same window: one of them gets it.
  const opened = (await l.loginAccountWindows.get(a.account))?.consumedPoints ?? 0;
  try {
    await l.loginAccountSlot.consume(a.account, 1, { customDuration: backoffSeconds(opened) });
    await l.loginAccountWindows.penalty(a.account);
  } catch (res) {
    // A refused attempt checked no password: it is not a failure.
    await l.loginAccountFailures.reward(a.account).catch((err: unknown) => ctx.log.warn({ err }, 'login throttle: reward failed'));
    if (res instanceof RateLimiterRes) throw rateLimitedError(TOO_MANY_LOGINS, res);
    throw res;
  }
}

/** After a wrong password (or an unknown name): counts it, and warns the account's owner when due. */
export async function loginFailed(
  ctx: AppContext,
  a: LoginAttempt,
  user: { id: number; username: string; email: string } | undefined,
): Promise<void> {
  const l = ctx.limiters;
  // The account's own count for unknown devices already holds this attempt (admitLogin).
  await Promise.allSettled(
    a.device
      ? [l.loginDeviceFailures.consume(deviceKey(a.device))]
      : [l.loginFailures.consume(pairKey(a)), l.loginFailuresByIp.consume(a.network)],
  );
  if (!user) return;
  const lastHour = (await l.loginFailuresHourly.penalty(String(user.id))).consumedPoints;
  if (lastHour < ALERT_FAILURES) return;
  const due = await l.loginAlerts.consume(String(user.id)).then(
    () => true,
    () => false,
  );
  if (due)
    await ctx.mailer.send({
      to: user.email,
      userId: user.id,
      ...failedSignInsMail({ username: user.username, failures: lastHour, appUrl: ctx.config.appUrl }),
    });
}

/** After the right password: the attempt was no failure. */
export async function loginSucceeded(ctx: AppContext, a: LoginAttempt): Promise<void> {
  const l = ctx.limiters;
  await Promise.allSettled(
    a.device
      ? [l.loginDeviceFailures.delete(deviceKey(a.device))]
      : [l.loginFailures.delete(pairKey(a)), l.loginAccountFailures.reward(a.account)],
  );
}
