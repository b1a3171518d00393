import robotsParser from 'robots-parser';
import { describeFailure, fetchGuarded, type GuardedFetchOptions } from './fetch-guarded.ts';

/** Google reads at most 500 KiB of robots.txt; so do we. */
const ROBOTS_MAX_BYTES = 500 * 1024;

export type RobotsRules =
  | { reachable: true; isAllowed(url: string): boolean; sitemaps: string[] }
  /** robots.txt could not be read for a reason other than "it does not exist": crawl nothing there. */
  | { reachable: false; reason: string };

/**
 * Reads an origin's robots.txt the RFC 9309 way: a 4xx answer means no rules (crawl freely);
 * a 5xx answer or a network failure means the site's wishes are unknown, so nothing on that
 * origin is crawled. Rules are matched for our product token, falling back to "*".
 */
export async function loadRobots(
  origin: string,
  productToken: string,
  fetchOptions: Omit<GuardedFetchOptions, 'accept' | 'maxBytes' | 'acceptContentType'>,
): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  const result = await fetchGuarded(robotsUrl, {
    ...fetchOptions,
    accept: 'text/plain, */*;q=0.5',
    maxBytes: ROBOTS_MAX_BYTES,
  });
  if (!result.ok) {
    if (result.failure === 'http status' && (result.status ?? 500) < 500) {
      return { reachable: true, isAllowed: () => true, sitemaps: [] };
    }
    if (result.failure === 'too large') {
      // An oversized robots.txt is read up to the limit by Google; we are stricter and ignore it.
      return { reachable: true, isAllowed: () => true, sitemaps: [] };
    }
    const reason = describeFailure(result);
    return { reachable: false, reason: result.failure === 'http status' ? `fetch failed: robots.txt answered ${result.status}` : reason };
  }
  const robots = robotsParser(robotsUrl, new TextDecoder('utf-8').decode(result.body));
  const sitemaps: string[] = [];
  for (const sitemap of robots.getSitemaps()) {
    try {
      // Sitemap lines may be root-relative; resolve them against robots.txt's own URL.
      sitemaps.push(new URL(sitemap, robotsUrl).href);
    } catch {
      // An unparseable Sitemap line is ignored, as crawlers do.
    }
  }
  return {
    reachable: true,
    // robots-parser answers undefined for URLs of another origin: those are not this file's business.
    isAllowed: (url) => robots.isAllowed(url, productToken) ?? true,
    sitemaps,
  };
}
