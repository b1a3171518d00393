import { eq, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { signUpAttemptMail } from '../mail/security-templates.ts';

/**
 * Registration limits (docs/decisions/022-login-throttling.md): every attempt that passes the
 * form's validation counts, per client network and per email domain, before anything is hashed,
 * stored or mailed. So one address can't make accounts (or learn which names and emails are taken)
 * faster than SIGNUPS_PER_IP_PER_HOUR, and a flood of addresses at one (disposable) domain from many
 * networks can't fill the mail queue beyond SIGNUPS_PER_DOMAIN_PER_HOUR: each admitted attempt
 * sends at most one mail (the verification link, or the "someone tried" notice).
 */

export const SIGNUP_TEXT = {
  network: 'Too many sign-up attempts from your network.',
  domain: 'Too many sign-up attempts with addresses at this email domain.',
} as const;

/**
 * Mailbox providers shared by millions of unrelated people get ten times the domain limit: a flood
 * of made-up addresses there is still capped, but a few dozen attempts can't shut their users out.
 */
const SHARED_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'zoho.com',
  'fastmail.com',
  'comcast.net',
]);

/** Second-level labels under which registries sell names (example.co.uk, example.com.au). */
const PUBLIC_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go']);

/**
 * The registrable domain of an address, near enough without the public-suffix list: the last two
 * labels, or three under a country's public second level. Sub-domains of one catch-all domain
 * (a@x1.example.com, a@x2.example.com) count as one.
 */
export function emailDomain(email: string): string {
  const labels = (email.slice(email.lastIndexOf('@') + 1) || email).toLowerCase().replace(/\.+$/, '').split('.');
  const tld = labels.at(-1) ?? '';
  const take = labels.length >= 3 && tld.length === 2 && PUBLIC_SECOND_LEVELS.has(labels.at(-2) ?? '') ? 3 : 2;
  return labels.slice(-take).join('.');
}

/**
 * The client's network for limits: an IPv4 address as it is, an IPv6 address by its /64 (one
 * customer's allocation: the addresses inside it cost an attacker nothing).
 */
export function networkKey(ip: string): string {
  try {
    const addr = ipaddr.process(ip);
    if (addr.kind() === 'ipv4') return addr.toString();
    const parts = (addr as ipaddr.IPv6).parts.slice(0, 4);
    return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
  } catch {
    return ip;
  }
}

/** Counts a registration attempt; throws 429 (with Retry-After) when its network or domain is over. */
export async function admitSignup(ctx: AppContext, attempt: { ip: string; email: string }): Promise<void> {
  await consumeOrThrow(ctx.limiters.signupsByIp, networkKey(attempt.ip), SIGNUP_TEXT.network);
  const domain = emailDomain(attempt.email);
  const limiter = SHARED_PROVIDERS.has(domain) ? ctx.limiters.signupsByProviderDomain : ctx.limiters.signupsByDomain;
  await consumeOrThrow(limiter, domain, SIGNUP_TEXT.domain);
}

/**
 * A registration was refused as a duplicate: if an account holds its email address, that address
 * is told someone tried (at most one mail an hour per address, whoever keeps trying).
 */
export async function tellAddressHolder(ctx: AppContext, email: string): Promise<void> {
  const [holder] = await ctx.db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!holder) return;
  const due = await ctx.limiters.signupNotices.consume(holder.email.toLowerCase()).then(
    () => true,
    () => false,
  );
  if (due)
    await ctx.mailer.send({
      to: holder.email,
      userId: holder.id,
      ...signUpAttemptMail({ username: holder.username, email: holder.email, appUrl: ctx.config.appUrl }),
    });
}
