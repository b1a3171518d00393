import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/** The crawler refused an address. The message is meant for the business owner. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (dns.lookup with all: true by default). */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export interface AddressPolicy {
  /**
   * Test-only allow-list: loopback and private targets (and any port) are allowed. Never set in
   * production; the fixture site in tests is served on 127.0.0.1.
   */
  allowPrivateAddresses?: boolean;
  /** Ports allowed besides 80 and 443. */
  allowedPorts?: number[];
  /** DNS override for tests. Whatever it returns is still checked. */
  lookup?: LookupFn;
}

export const MESSAGES = {
  invalid: 'This is not a valid web address',
  scheme: 'Only http and https addresses can be crawled',
  credentials: 'Addresses with a user name or password cannot be crawled',
  port: 'Only the standard web ports (80 and 443) can be crawled',
  private: 'This address is not allowed: it points to a private or local network',
} as const;

const defaultLookup: LookupFn = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * True only for addresses on the public internet. Everything else is refused: loopback, private,
 * link-local (including the 169.254.169.254 cloud metadata service), CGNAT, unspecified,
 * multicast, broadcast, reserved and documentation ranges, unique-local IPv6, and IPv6 forms that
 * embed an IPv4 address (mapped, 6to4, Teredo, NAT64), which are judged by that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) === 0) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';

  const v6 = parsed as ipaddr.IPv6;
  const parts = v6.parts;
  const embedded = (high: number, low: number) => ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]) as ipaddr.IPv4;
  switch (v6.range()) {
    case 'ipv4Mapped':
      return v6.toIPv4Address().range() === 'unicast';
    case 'rfc6145':
      return embedded(parts[6] ?? 0, parts[7] ?? 0).range() === 'unicast';
    case 'rfc6052':
      // 64:ff9b::/96 is the well-known NAT64 prefix; 64:ff9b:1::/48 is for local use only.
      return parts[2] === 0 && embedded(parts[6] ?? 0, parts[7] ?? 0).range() === 'unicast';
    case '6to4':
      return embedded(parts[1] ?? 0, parts[2] ?? 0).range() === 'unicast';
    case 'teredo': {
      // The Teredo server is in bits 32-63; the client's IPv4 address is the last 32 bits, inverted.
      const server = embedded(parts[2] ?? 0, parts[3] ?? 0);
      const client = embedded(~(parts[6] ?? 0) & 0xffff, ~(parts[7] ?? 0) & 0xffff);
      return server.range() === 'unicast' && client.range() === 'unicast';
    }
    case 'unicast':
      // Only 2000::/3 is allocated as global unicast; the rest (incl. ::/96 IPv4-compatible) is not.
      return ((parts[0] ?? 0) & 0xe000) === 0x2000;
    default:
      return false;
  }
}

function addressAllowed(address: string, policy: AddressPolicy): boolean {
  return policy.allowPrivateAddresses === true || isPublicAddress(address);
}

/**
 * Checks everything that can be known without DNS. The URL parser already writes IPv4 hosts the
 * WHATWG way, so 0x7f000001, 2130706433 and 127.1 all arrive here as 127.0.0.1.
 */
export function checkUrlShape(input: string | URL, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeUrlError(MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError(MESSAGES.scheme);
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError(MESSAGES.credentials);

  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '')
    .toLowerCase();
  if (!policy.allowPrivateAddresses) {
    if (host === '' || host === 'localhost' || host.endsWith('.localhost')) throw new UnsafeUrlError(MESSAGES.private);
    if (isIP(host) !== 0 && !isPublicAddress(host)) throw new UnsafeUrlError(MESSAGES.private);
    if (url.port !== '' && !(policy.allowedPorts ?? []).includes(Number(url.port))) {
      throw new UnsafeUrlError(MESSAGES.port);
    }
  }
  return url;
}

/** Resolves a host and checks every address it has; one private address is enough to refuse. */
export async function resolveChecked(hostname: string, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family !== 0 ? [{ address: host, family }] : await (policy.lookup ?? defaultLookup)(host);
  if (addresses.length === 0) throw Object.assign(new Error(`No address found for ${host}`), { code: 'ENOTFOUND' });
  if (!addresses.every(({ address }) => addressAllowed(address, policy))) throw new UnsafeUrlError(MESSAGES.private);
  return addresses;
}

/**
 * Refuses a URL the crawler must not fetch, before any connection is made. This early check
 * gives a clear message; the pinned agent below repeats it at connection time, which is what
 * actually defeats DNS rebinding.
 */
export async function assertFetchableUrl(input: string | URL, policy: AddressPolicy): Promise<{ url: URL; addresses: ResolvedAddress[] }> {
  const url = checkUrlShape(input, policy);
  return { url, addresses: await resolveChecked(url.hostname, policy) };
}

/**
 * A `lookup` for net/tls.connect that resolves, checks every address and hands back only checked
 * addresses: the socket connects to exactly what was checked, so a DNS answer that changes
 * between the check and the connection (rebinding) cannot reach a private address.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, policy).then(
      (addresses) => {
        const wanted = Number(options.family) || 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        const first = usable[0];
        if (!first) {
          callback(Object.assign(new Error(`No address found for ${hostname}`), { code: 'ENOTFOUND' }), []);
        } else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/**
 * The undici dispatcher every crawler request goes through. Host names are resolved by
 * guardedLookup; IP-literal hosts never reach a lookup, so the connector checks them itself.
 */
export function createGuardedAgent(policy: AddressPolicy, options: { connectTimeoutMs?: number } = {}): Agent {
  const connector = buildConnector({
    lookup: guardedLookup(policy),
    timeout: options.connectTimeoutMs ?? 10_000,
  });
  return new Agent({
    connect: (connectOptions, callback) => {
      const host = connectOptions.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0 && !addressAllowed(host, policy)) {
        callback(new UnsafeUrlError(MESSAGES.private), null);
        return;
      }
      connector(connectOptions, callback);
    },
  });
}
