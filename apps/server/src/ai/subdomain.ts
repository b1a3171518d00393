import { asciiFold } from './ascii-fold.ts';

/**
 * Rules for the agent's public DNS label ({label}.{APP_DOMAIN}). The engines produce candidates;
 * callers filter them with `isValidSubdomainLabel`, `RESERVED_SUBDOMAINS` and a "taken" check,
 * and the setup route validates the owner's final choice with the same two functions.
 */

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 63;

/**
 * Labels an owner may not claim: our own infrastructure and product names, names that look
 * official to visitors (admin, billing, login…), and names mail or DNS tooling assumes.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  // web and product
  'www',
  'www1',
  'www2',
  'web',
  'app',
  'apps',
  'api',
  'admin',
  'administrator',
  'dashboard',
  'console',
  'portal',
  'widget',
  'embed',
  'chat',
  'agent',
  'agents',
  'staffwright',
  'home',
  'about',
  'terms',
  'privacy',
  'security',
  'legal-notice',
  'templates',
  'onboarding',
  // accounts
  'auth',
  'oauth',
  'sso',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'user',
  'users',
  'billing',
  'payments',
  'pay',
  'checkout',
  'invoice',
  'invoices',
  // mail and DNS
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'autodiscover',
  'autoconfig',
  'postmaster',
  'hostmaster',
  'abuse',
  'noreply',
  'no-reply',
  // files and delivery
  'ftp',
  'sftp',
  'ssh',
  'static',
  'assets',
  'cdn',
  'media',
  'img',
  'images',
  'files',
  'uploads',
  'download',
  'downloads',
  // content and help
  'blog',
  'news',
  'help',
  'support',
  'status',
  'docs',
  'doc',
  'developer',
  'developers',
  'community',
  'forum',
  // environments and machinery
  'localhost',
  'local',
  'test',
  'tests',
  'testing',
  'dev',
  'development',
  'staging',
  'stage',
  'prod',
  'production',
  'beta',
  'alpha',
  'demo',
  'sandbox',
  'preview',
  'internal',
  'intranet',
  'root',
  'system',
  'server',
  'host',
  'gateway',
  'proxy',
  'vpn',
  'git',
  'ci',
  'monitor',
  'metrics',
  'grafana',
  'ws',
  'wss',
]);

const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * A lower-case LDH label of 3–63 characters with no leading or trailing hyphen. Hyphens in both
 * the third and fourth positions are refused too: DNS reserves that shape ("xn--" is punycode).
 */
export function isValidSubdomainLabel(s: string): boolean {
  return (
    typeof s === 'string' &&
    s.length >= SUBDOMAIN_MIN_LENGTH &&
    s.length <= SUBDOMAIN_MAX_LENGTH &&
    LABEL_RE.test(s) &&
    s.slice(2, 4) !== '--'
  );
}

export function isReservedSubdomain(s: string): boolean {
  return RESERVED_SUBDOMAINS.has(s.toLowerCase());
}

/**
 * Turns free text into the label alphabet: accents folded, "&" read as "and", apostrophes
 * dropped ("Joe's" → "joes"), every other run of non-alphanumerics becomes one hyphen.
 * The result may still be too short or too long; check it with isValidSubdomainLabel.
 */
export function toLabel(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-');
}
