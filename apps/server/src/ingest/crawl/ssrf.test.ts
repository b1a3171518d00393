import { fileURLToPath } from 'node:url';
import { fetch, MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticSite, type StaticSite } from '../../../test/support/static-site-server.ts';
import { crawlSite } from './crawl-site.ts';
import { fetchGuarded } from './fetch-guarded.ts';
import { assertFetchableUrl, createGuardedAgent, isPublicAddress, MESSAGES, UnsafeUrlError, type LookupFn } from './ssrf.ts';

const SITE_ROOT = fileURLToPath(new URL('../../../../../test/fixtures/site', import.meta.url));
/** A public address for names that only exist in these tests (it is never connected to). */
const FAKE_PUBLIC = '93.184.216.34';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '2002:7f00:0001::1',
    '2002:a9fe:a9fe::1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::808:808',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:db8::1',
    'fec0::1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
    '64:ff9b::808:808',
    '[2001:4860:4860::8888]',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('assertFetchableUrl', () => {
  const policy = { allowPrivateAddresses: false, lookup: async () => [{ address: FAKE_PUBLIC, family: 4 }] };
  const refusal = async (url: string) => {
    const error = await assertFetchableUrl(url, policy).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnsafeUrlError);
    return (error as UnsafeUrlError).message;
  };

  it('normalises numeric IPv4 spellings the WHATWG way before checking them', async () => {
    for (const url of ['http://0x7f000001/', 'http://2130706433/', 'http://127.1/', 'http://0177.0.0.1/', 'http://0x7f.1/']) {
      expect(await refusal(url)).toBe(MESSAGES.private);
    }
  });

  it('refuses local names, schemes other than http(s), credentials and unusual ports', async () => {
    expect(await refusal('http://localhost/')).toBe(MESSAGES.private);
    expect(await refusal('http://LOCALHOST./')).toBe(MESSAGES.private);
    expect(await refusal('http://app.staffwright.localhost/')).toBe(MESSAGES.private);
    expect(await refusal('file:///etc/passwd')).toBe(MESSAGES.scheme);
    expect(await refusal('ftp://example.com/')).toBe(MESSAGES.scheme);
    expect(await refusal('gopher://example.com:70/_x')).toBe(MESSAGES.scheme);
    expect(await refusal('http://user:pw@example.com/')).toBe(MESSAGES.credentials);
    expect(await refusal('http://example.com:8080/')).toBe(MESSAGES.port);
    expect(await refusal('not a url')).toBe(MESSAGES.invalid);
    await expect(assertFetchableUrl('http://example.com:8080/', { ...policy, allowedPorts: [8080] })).resolves.toBeTruthy();
  });

  it('refuses a name if any one of its addresses is private', async () => {
    const lookup: LookupFn = async () => [
      { address: FAKE_PUBLIC, family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(assertFetchableUrl('https://mixed.test/', { lookup })).rejects.toThrow(MESSAGES.private);
    await expect(assertFetchableUrl('https://public.test/', policy)).resolves.toMatchObject({ addresses: [{ address: FAKE_PUBLIC }] });
  });
});

describe('crawler address guard', () => {
  let site: StaticSite;
  beforeAll(async () => {
    site = await serveStaticSite(SITE_ROOT);
  });
  afterAll(() => site.close());

  it('refuses private, local and non-web start addresses without making a request', async () => {
    const port = site.port;
    const urls = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `localhost:${port}`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://2130706433:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://0x7f000001/',
      'http://2130706433/',
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://example.com/',
    ];
    for (const url of urls) {
      await expect(crawlSite(url, { allowPrivateAddresses: false }), url).rejects.toBeInstanceOf(UnsafeUrlError);
    }
    expect(site.requests).toEqual([]);
  });

  it('refuses a redirect to a loopback address', async () => {
    // public.test resolves (for the guard) to a public address; its answers come from a mock,
    // and its start page redirects to the fixture server on loopback.
    const mock = new MockAgent();
    mock.disableNetConnect();
    const publicSite = mock.get('http://public.test');
    publicSite.intercept({ path: '/robots.txt' }).reply(404, 'not found');
    publicSite.intercept({ path: '/sitemap.xml' }).reply(404, 'not found');
    publicSite.intercept({ path: '/' }).reply(302, '', { headers: { location: `http://127.0.0.1:${site.port}/` } });
    const lookup: LookupFn = async (host) => (host === 'public.test' ? [{ address: FAKE_PUBLIC, family: 4 }] : []);

    const result = await crawlSite('http://public.test/', { allowPrivateAddresses: false, lookup, dispatcher: mock });
    expect(result.pages).toEqual([]);
    expect(result.skipped).toEqual([{ url: `http://127.0.0.1:${site.port}/`, reason: 'unsafe address' }]);
    expect(site.requests).toEqual([]);
    mock.assertNoPendingInterceptors();
    await mock.close();
  });

  it('pins the connection to the checked address, so DNS rebinding cannot reach loopback', async () => {
    // First answer (the early check) is public; the answer at connection time is loopback.
    let calls = 0;
    const lookup: LookupFn = async () => [{ address: calls++ === 0 ? FAKE_PUBLIC : '127.0.0.1', family: 4 }];
    const policy = { allowPrivateAddresses: false, allowedPorts: [site.port], lookup };
    const agent = createGuardedAgent(policy);
    try {
      const result = await fetchGuarded(`http://rebind.test:${site.port}/`, {
        policy,
        dispatcher: agent,
        userAgent: 'test',
        accept: 'text/html',
        maxBytes: 1_000_000,
        timeoutMs: 5_000,
      });
      expect(result).toMatchObject({ ok: false, failure: 'unsafe address' });
      expect(calls).toBe(2);
      expect(site.requests).toEqual([]);
    } finally {
      await agent.close();
    }
  });

  it('refuses IP-literal hosts in the agent itself, even if a caller skipped the check', async () => {
    const agent = createGuardedAgent({ allowPrivateAddresses: false });
    try {
      const error = await fetch(`http://127.0.0.1:${site.port}/`, { dispatcher: agent }).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect((error as Error).cause).toBeInstanceOf(UnsafeUrlError);
      expect(site.requests).toEqual([]);
    } finally {
      await agent.close();
    }
  });

  it('lets the test-only allow-list reach the fixture site through the same agent', async () => {
    const agent = createGuardedAgent({ allowPrivateAddresses: true });
    try {
      const response = await fetch(`http://localhost:${site.port}/robots.txt`, { dispatcher: agent });
      expect(await response.text()).toContain('Disallow: /private/');
    } finally {
      await agent.close();
    }
  });
});
