import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap.ts';

describe('parseSitemap', () => {
  it('resolves root-relative <loc> values against the sitemap URL', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc>/</loc><lastmod>2024-03-18</lastmod><priority>1.0</priority></url>
        <url><loc> /team/ </loc><priority>high</priority></url>
        <url><loc>https://other.example/page?a=1&amp;b=2</loc><lastmod>yesterday</lastmod><priority>0.2</priority></url>
      </urlset>`;
    expect(parseSitemap(xml, 'http://127.0.0.1:8000/sitemap.xml')).toEqual({
      pages: [
        { url: 'http://127.0.0.1:8000/', priority: 1, lastmod: Date.parse('2024-03-18') },
        // Unreadable priority and date: the protocol's default priority, no date.
        { url: 'http://127.0.0.1:8000/team/', priority: 0.5, lastmod: 0 },
        { url: 'https://other.example/page?a=1&b=2', priority: 0.2, lastmod: 0 },
      ],
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
