import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Counters for failures and costly actions (not every request): failed sign-ins, mail sends.
 * In memory for one process, in Redis when several processes must share them.
 */
export interface Limiters {
  /** Failed sign-ins per IP + username. */
  loginFailures: RateLimiterAbstract;
  /** Failed sign-ins per IP, any username. */
  loginFailuresByIp: RateLimiterAbstract;
  /** Mails a user or address can trigger. */
  mailSends: RateLimiterAbstract;
  /** Chat messages per visitor's IP, per visitor id and per business. */
  chatIp: RateLimiterAbstract;
  chatVisitor: RateLimiterAbstract;
  chatBusiness: RateLimiterAbstract;
  /** New visitor ids per IP. */
  chatNewVisitor: RateLimiterAbstract;
  /**
   * Sign-in throttling per account (docs/decisions/022-login-throttling.md): failed sign-ins from
   * devices the account has not signed in from, counted per username over a day …
   */
  loginAccountFailures: RateLimiterAbstract;
  /** … and, past the free ones, one such attempt per back-off window (its length set per call) … */
  loginAccountSlot: RateLimiterAbstract;
  /** … whose length doubles with each window the account's day has seen. */
  loginAccountWindows: RateLimiterAbstract;
  /** Failed sign-ins from one known device (its cookie's nonce) to its account. */
  loginDeviceFailures: RateLimiterAbstract;
  /** Failed sign-ins per user in an hour, any device: the owner is warned at the threshold … */
  loginFailuresHourly: RateLimiterAbstract;
  /** … by at most one mail an hour. */
  loginAlerts: RateLimiterAbstract;
  /** Registration attempts per client network (an IPv4 address, an IPv6 /64) and per email domain. */
  signupsByIp: RateLimiterAbstract;
  signupsByDomain: RateLimiterAbstract;
  /** The same for the large shared mailbox providers, whose users are many (see signup-limits.ts). */
  signupsByProviderDomain: RateLimiterAbstract;
  /** "Someone tried to sign up with your address": one mail per address an hour. */
  signupNotices: RateLimiterAbstract;
  /**
   * Model tokens chat spent today (decision 026), keyed by business and UTC day, and by business,
   * visitor and day: counts only (`penalty` adds the call's tokens, `get` reads them), ending at midnight UTC.
   */
  modelTokensBusiness: RateLimiterAbstract;
  modelTokensVisitor: RateLimiterAbstract;
  /** "Your agent reached today's model budget": one mail per business a day. */
  modelBudgetNotices: RateLimiterAbstract;
}

/** A count that never refuses: `penalty` adds to it, `get` reads it; it expires `duration` after it began. */
const COUNT_ONLY = 1_000_000;

export function createLimiters(config: Pick<Config, 'signupsPerIpPerHour' | 'signupsPerDomainPerHour'>, redis?: Redis): Limiters {
  const { signupsPerIpPerHour: signupsPerIp, signupsPerDomainPerHour: signupsPerDomain } = config;
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `sw:${keyPrefix}`,
          points,
          duration,
          useRedisPackage: false,
          // While Redis is unreachable the same limits are counted in this process's memory, as
          // without REDIS_URL: sign-ins and chat keep working and stay limited, instead of every
          // request waiting out the client's reconnects and failing with a 500.
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    loginFailures: make('login-fail', 5, 15 * 60),
    loginFailuresByIp: make('login-fail-ip', 50, 60 * 60),
    mailSends: make('mail', 5, 60 * 60),
    chatIp: make('chat-ip', 30, 60),
    chatVisitor: make('chat-visitor', 12, 60),
    chatBusiness: make('chat-business', 600, 60),
    chatNewVisitor: make('chat-new-visitor', 20, 60 * 60),
    loginAccountFailures: make('login-acct', COUNT_ONLY, 24 * 60 * 60),
    loginAccountSlot: make('login-acct-slot', 1, 60),
    loginAccountWindows: make('login-acct-windows', COUNT_ONLY, 24 * 60 * 60),
    loginDeviceFailures: make('login-device', 10, 15 * 60),
    loginFailuresHourly: make('login-hour', COUNT_ONLY, 60 * 60),
    loginAlerts: make('login-alert', 1, 60 * 60),
    signupsByIp: make('signup-ip', signupsPerIp, 60 * 60),
    signupsByDomain: make('signup-domain', signupsPerDomain, 60 * 60),
    signupsByProviderDomain: make('signup-provider', signupsPerDomain * 10, 60 * 60),
    signupNotices: make('signup-notice', 1, 60 * 60),
    // Keys carry the UTC day; callers pass the seconds left in it as customDuration.
    modelTokensBusiness: make('model-tokens-business', COUNT_ONLY, 24 * 60 * 60),
    modelTokensVisitor: make('model-tokens-visitor', COUNT_ONLY, 24 * 60 * 60),
    modelBudgetNotices: make('model-budget-notice', 1, 24 * 60 * 60),
  };
}

function retryText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
}

/** The Retry-After of a refusal: whole seconds until the limiter lets the key through again, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** True when `key` has no points left; does not consume. */
export async function isBlocked(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  const res = await limiter.get(key);
  return res && res.remainingPoints <= 0 ? res : null;
}

export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw rateLimitedError(message, res);
    throw res;
  }
}

/** A 429 whose message says when to come back and whose Retry-After header says it in seconds. */
export function rateLimitedError(message: string, res: RateLimiterRes): AppError {
  return new AppError(
    'rate_limited',
    `${message} Please try again ${retryText(res.msBeforeNext)}.`,
    undefined,
    retryAfterSeconds(res.msBeforeNext),
  );
}
