import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap.ts';

describe('parseSitemap', () => {
  it('resolves root-relative <loc> values against the sitemap URL', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>/</loc><lastmod>2024-03-18</lastmod></url>
        <url><loc> /team/ </loc></url>
        <url><loc>https://other.example/page?a=1&amp;b=2</loc></url>
      </urlset>`;
    expect(parseSitemap(xml, 'http://127.0.0.1:8000/sitemap.xml')).toEqual({
      pages: ['http://127.0.0.1:8000/', 'http://127.0.0.1:8000/team/', 'https://other.example/page?a=1&b=2'],
      sitemaps: [],
    });
  });

  it('reads sitemap index files and a single entry', () => {
    const xml = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sitemap><loc>/sitemap-pages.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml, 'https://example.com/sitemap.xml').sitemaps).toEqual(['https://example.com/sitemap-pages.xml']);
  });

  it('ignores DTDs and garbage', () => {
    const dtd = '<?xml version="1.0"?><!DOCTYPE u [<!ENTITY x "/boom">]><urlset><url><loc>&x;</loc></url></urlset>';
    expect(parseSitemap(dtd, 'https://example.com/sitemap.xml')).toEqual({ pages: [], sitemaps: [] });
    expect(parseSitemap('not xml at all <<<', 'https://example.com/sitemap.xml')).toEqual({ pages: [], sitemaps: [] });
  });
});
