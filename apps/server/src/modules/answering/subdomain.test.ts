import { describe, expect, it } from 'vitest';
import { isReservedSubdomain, isValidSubdomainLabel, RESERVED_SUBDOMAINS, toLabel } from './subdomain.ts';

describe('isValidSubdomainLabel', () => {
  it.each(['abc', 'brightsmile', 'brightsmile-dental', 'a1b', 'x'.repeat(63), '123'])('accepts %s', (s) => {
    expect(isValidSubdomainLabel(s)).toBe(true);
  });

  it.each(['ab', 'x'.repeat(64), '-abc', 'abc-', 'ABC', 'zoë', 'a_b', 'a.b', 'a b', '', 'xn--abc', 'ab--c'])('refuses %s', (s) => {
    expect(isValidSubdomainLabel(s)).toBe(false);
  });
});

describe('reserved labels', () => {
  it('covers infrastructure and product names', () => {
    for (const s of [
      'www',
      'api',
      'admin',
      'app',
      'mail',
      'smtp',
      'imap',
      'pop',
      'ftp',
      'ns1',
      'ns2',
      'dns',
      'mx',
      'static',
      'assets',
      'cdn',
      'blog',
      'help',
      'support',
      'status',
      'docs',
      'dashboard',
      'auth',
      'login',
      'account',
      'billing',
      'staffwright',
      'localhost',
      'test',
      'dev',
      'staging',
    ]) {
      expect(RESERVED_SUBDOMAINS.has(s), s).toBe(true);
    }
    expect(isReservedSubdomain('WWW')).toBe(true);
    expect(isReservedSubdomain('brightsmile')).toBe(false);
  });

  it('holds only valid labels (or names shorter than any owner could pick)', () => {
    for (const s of RESERVED_SUBDOMAINS) expect(s).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('toLabel', () => {
  it('folds accents, reads & as and, drops apostrophes', () => {
    expect(toLabel('Zoë’s Café & Bar')).toBe('zoes-cafe-and-bar');
    expect(toLabel('  Núñez  Family---Dental!! ')).toBe('nunez-family-dental');
    expect(toLabel('Straße')).toBe('strasse');
  });
});
