import { describe, expect, it } from 'vitest';
import { isSameSite, looksLikeFile, normalizeUrl, siteOf } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it('drops fragments, credentials and tracking parameters, and sorts the rest', () => {
    expect(normalizeUrl('http://Example.COM:80/a.html#top')).toBe('http://example.com/a.html');
    expect(normalizeUrl('https://user:pw@example.com/')).toBe('https://example.com/');
    expect(
      normalizeUrl(
        '/contact.html?utm_source=homepage&utm_medium=hero&b=2&gclid=x&a=1&fbclid=y&mc_cid=1&mc_eid=2&ref=nav',
        'https://example.com/',
      ),
    ).toBe('https://example.com/contact.html?a=1&b=2');
    expect(normalizeUrl('https://example.com/p?utm_campaign=x')).toBe('https://example.com/p');
    expect(normalizeUrl('https://example.com/p?z=1&z=0&a=')).toBe('https://example.com/p?a=&z=0&z=1');
  });

  it('reads /dir/index.html and /dir/index.htm as /dir/', () => {
    expect(normalizeUrl('https://example.com/services/index.html')).toBe('https://example.com/services/');
    expect(normalizeUrl('https://example.com/index.htm')).toBe('https://example.com/');
    expect(normalizeUrl('https://example.com/services/')).toBe('https://example.com/services/');
    expect(normalizeUrl('https://example.com/reindex.html')).toBe('https://example.com/reindex.html');
  });

  it('lower-cases the host, drops a trailing dot and default ports, keeps other ports', () => {
    expect(normalizeUrl('HTTPS://WWW.Example.com.:443/Path')).toBe('https://www.example.com/Path');
    expect(normalizeUrl('http://example.com:8080/')).toBe('http://example.com:8080/');
  });

  it('resolves relative links and refuses non-web schemes', () => {
    expect(normalizeUrl('../team/', 'https://example.com/services/x.html')).toBe('https://example.com/team/');
    for (const href of ['mailto:a@b.c', 'tel:+1555', 'javascript:void(0)', 'data:text/html,x', 'ftp://x.com/', '']) {
      expect(normalizeUrl(href, 'https://example.com/')).toBe(href === '' ? 'https://example.com/' : null);
    }
    expect(normalizeUrl('http://[::1', undefined)).toBeNull();
  });
});

describe('site identity', () => {
  it('treats www. and the apex as one site, ignoring the scheme but not the port', () => {
    expect(siteOf('https://www.Example.com/a')).toBe('example.com');
    expect(isSameSite('http://example.com/', 'https://www.example.com/x')).toBe(true);
    expect(isSameSite('https://example.com/', 'https://shop.example.com/')).toBe(false);
    expect(isSameSite('http://127.0.0.1:8000/', 'http://127.0.0.1:9000/')).toBe(false);
  });

  it('recognises links to files that are not pages', () => {
    expect(looksLikeFile('https://example.com/menu.PDF')).toBe(true);
    expect(looksLikeFile('https://example.com/logo.svg?v=2')).toBe(true);
    expect(looksLikeFile('https://example.com/about.html')).toBe(false);
    expect(looksLikeFile('https://example.com/blog/')).toBe(false);
  });
});
