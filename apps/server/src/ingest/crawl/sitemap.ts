import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

export interface SitemapPage {
  url: string;
  /** <priority>, 0.0–1.0; 0.5 (the protocol's default) when absent or unreadable. */
  priority: number;
  /** <lastmod> in ms since the epoch; 0 when absent or unreadable. */
  lastmod: number;
}

export interface SitemapEntries {
  /** Pages from a <urlset>, in the file's order. */
  pages: SitemapPage[];
  /** Child sitemaps from a <sitemapindex>. */
  sitemaps: string[];
}

/**
 * Reads a sitemap or sitemap index. <loc> values may be root-relative (the fixture site uses
 * them so it works on any host), so each is resolved against the sitemap's own URL. Entity
 * processing is off; the five XML entities are decoded by hand (&amp; is common in query strings).
 */
export function parseSitemap(xml: string, sitemapUrl: string): SitemapEntries {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { pages: [], sitemaps: [] };
  let tree: Record<string, unknown>;
  try {
    tree = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return { pages: [], sitemaps: [] };
  }
  const entries = (container: unknown, item: string): SitemapPage[] => {
    const list = (container as Record<string, unknown> | undefined)?.[item];
    if (!Array.isArray(list)) return [];
    return list.flatMap((entry: unknown) => {
      const fields = entry as Record<string, unknown> | undefined;
      const loc = fields?.loc;
      if (typeof loc !== 'string') return [];
      try {
        return [
          {
            url: new URL(decodeXml(loc.trim()), sitemapUrl).href,
            priority: priorityOf(fields?.priority),
            lastmod: dateOf(fields?.lastmod),
          },
        ];
      } catch {
        return [];
      }
    });
  };
  return { pages: entries(tree.urlset, 'url'), sitemaps: entries(tree.sitemapindex, 'sitemap').map((e) => e.url) };
}

function priorityOf(value: unknown): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : 0.5;
}

function dateOf(value: unknown): number {
  const ms = typeof value === 'string' ? Date.parse(value.trim()) : NaN;
  return Number.isFinite(ms) ? ms : 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (entity, body: string) => {
    if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
