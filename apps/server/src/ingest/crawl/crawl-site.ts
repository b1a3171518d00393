import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { hasReadableText } from '../normalize-text.ts';
import { decodeHtml, extractHtmlPage, type HtmlPage } from './extract-html.ts';
import { describeFailure, fetchGuarded, type GuardedFetchOptions, type GuardedFetchResult } from './fetch-guarded.ts';
import { isSameSite, looksLikeFile, normalizeUrl, siteOf } from './normalize-url.ts';
import { loadRobots, type RobotsRules } from './robots.ts';
import { parseSitemap } from './sitemap.ts';
import { assertFetchableUrl, createGuardedAgent, MESSAGES, UnsafeUrlError, type AddressPolicy, type LookupFn } from './ssrf.ts';

export interface CrawlOptions {
  /** Pages indexed at most. Default 50. */
  maxPages?: number;
  /** Links followed from the start page at most this deep (sitemap pages count as depth 1). Default 4. */
  maxDepth?: number;
  /** Default 2 MB. */
  maxBytesPerPage?: number;
  /** Bytes downloaded in the whole crawl, robots.txt and sitemaps included. Default 20 MB. */
  maxTotalBytes?: number;
  /** Whole-crawl time limit; pages not reached by then are reported skipped. Default 60 s. */
  timeoutMs?: number;
  /** Default 10 s. */
  perRequestTimeoutMs?: number;
  /**
   * Test-only allow-list: when true, loopback and private addresses (on any port) may be crawled,
   * so tests can crawl a fixture site on 127.0.0.1. Never true in production.
   */
  allowPrivateAddresses: boolean;
  /** Ports allowed besides 80 and 443. */
  allowedPorts?: number[];
  userAgent?: string;
  /**
   * Called as the crawl advances: URLs found within the site so far, pages indexed, URLs left out
   * (the final report's skipped list can be shorter: a URL skipped once may be indexed later).
   */
  onProgress?: (progress: CrawlProgress) => void;
  /** Aborting rejects crawlSite with the signal's reason. */
  signal?: AbortSignal;
  /** Requests in flight at once. Results are still processed in queue order, so crawls are deterministic. Default 4. */
  concurrency?: number;
  /** DNS override for tests; every address it returns is still checked. */
  lookup?: LookupFn;
  /**
   * Tests only: replaces the address-pinning agent (e.g. with undici's MockAgent). Every URL,
   * redirect targets included, is still checked by the address guard before it is requested.
   */
  dispatcher?: Dispatcher;
}

export interface CrawlProgress {
  found: number;
  indexed: number;
  skipped: number;
}

export interface CrawledPage {
  url: string;
  title: string;
  text: string;
}

export interface CrawlResult {
  pages: CrawledPage[];
  skipped: { url: string; reason: string }[];
}

export const DEFAULT_USER_AGENT = 'StaffwrightBot/1.0 (+https://staffwright.app/bot)';
/** Reasons are reported per URL; a site with thousands of links must not produce a huge report. */
const MAX_SKIPPED = 500;
const MAX_SITEMAP_FILES = 10;
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

type Settings = Required<
  Pick<
    CrawlOptions,
    'maxPages' | 'maxDepth' | 'maxBytesPerPage' | 'maxTotalBytes' | 'timeoutMs' | 'perRequestTimeoutMs' | 'userAgent' | 'concurrency'
  >
>;

interface QueueItem {
  url: string;
  depth: number;
}

type Outcome = { blocked: string } | { result: GuardedFetchResult };

/**
 * Crawls one website for training: robots.txt obeyed, sitemap used, links followed breadth-first
 * within the site, every request through the address guard, and each page kept once however
 * many URLs lead to it. Returns what was indexed and, for everything left out, why.
 *
 * Throws UnsafeUrlError when the start address itself may not be crawled (nothing is requested).
 */
export async function crawlSite(startUrl: string, options: CrawlOptions): Promise<CrawlResult> {
  const settings: Settings = {
    maxPages: options.maxPages ?? 50,
    maxDepth: options.maxDepth ?? 4,
    maxBytesPerPage: options.maxBytesPerPage ?? 2 * 1024 * 1024,
    maxTotalBytes: options.maxTotalBytes ?? 20 * 1024 * 1024,
    timeoutMs: options.timeoutMs ?? 60_000,
    perRequestTimeoutMs: options.perRequestTimeoutMs ?? 10_000,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    concurrency: Math.max(1, options.concurrency ?? 4),
  };
  const policy: AddressPolicy = {
    allowPrivateAddresses: options.allowPrivateAddresses,
    allowedPorts: options.allowedPorts,
    lookup: options.lookup,
  };
  const start = await checkStartUrl(startUrl, policy);
  options.signal?.throwIfAborted();
  return new SiteCrawl(start, settings, policy, options).run();
}

/**
 * The start address is refused before anything is requested. A DNS failure is not a refusal: it
 * is reported like any other fetch failure. "example.com" is read as https://example.com/.
 * Exported so a crawl that runs later (a background job) can be refused while the owner waits.
 * Returns the normalized start URL; throws UnsafeUrlError.
 */
export async function checkStartUrl(startUrl: string, policy: AddressPolicy): Promise<string> {
  const trimmed = startUrl.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed);
  const withScheme = hasScheme ? trimmed : `https://${trimmed}`;
  try {
    await assertFetchableUrl(withScheme, policy);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw error;
  }
  const start = normalizeUrl(withScheme);
  if (!start) throw new UnsafeUrlError(MESSAGES.scheme);
  return start;
}

class SiteCrawl {
  private readonly pages: CrawledPage[] = [];
  private readonly skipped: CrawlResult['skipped'] = [];
  private readonly skippedUrls = new Set<string>();
  private readonly queue: QueueItem[] = [];
  /** Every URL ever queued or recorded: nothing is queued twice. */
  private readonly known = new Set<string>();
  /** URLs pages were indexed under. */
  private readonly indexed = new Set<string>();
  /** Content hash -> URL of the page that had that text first. */
  private readonly byHash = new Map<string, string>();
  private readonly robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  private readonly inflight = new Map<number, Promise<Outcome>>();
  private readonly deadline = new AbortController();
  private readonly signal: AbortSignal;
  private readonly dispatcher: Dispatcher;
  private readonly ownAgent: Dispatcher | null;
  private readonly productToken: string;
  /** Changes once if the start page redirects to another host: the crawl follows it there. */
  private site: string;
  private totalBytes = 0;

  constructor(
    private readonly start: string,
    private readonly settings: Settings,
    private readonly policy: AddressPolicy,
    private readonly options: CrawlOptions,
  ) {
    this.site = siteOf(start);
    this.signal = options.signal ? AbortSignal.any([options.signal, this.deadline.signal]) : this.deadline.signal;
    this.ownAgent = options.dispatcher ? null : createGuardedAgent(policy, { connectTimeoutMs: settings.perRequestTimeoutMs });
    this.dispatcher = options.dispatcher ?? (this.ownAgent as Dispatcher);
    this.productToken = settings.userAgent.split(/[/\s]/)[0] || 'StaffwrightBot';
  }

  async run(): Promise<CrawlResult> {
    const timer = setTimeout(() => this.deadline.abort(new Error('crawl time limit')), this.settings.timeoutMs);
    try {
      await this.seed();
      for (let index = 0; index < this.queue.length && !this.signal.aborted; index++) {
        const item = this.queue[index] as QueueItem;
        if (this.pages.length >= this.settings.maxPages) this.skip(item.url, 'page limit reached');
        else if (this.totalBytes >= this.settings.maxTotalBytes) this.skip(item.url, 'size limit reached');
        else if (!this.indexed.has(item.url)) {
          const outcome = await this.outcomeOf(index);
          if (outcome === null) break;
          await this.handle(item, outcome);
        }
      }
      if (this.signal.aborted) {
        if (this.options.signal?.aborted) throw this.options.signal.reason;
        for (const item of this.queue) {
          if (!this.indexed.has(item.url) && !this.skippedUrls.has(item.url)) this.skip(item.url, 'time limit reached');
        }
      }
      return { pages: this.pages, skipped: this.skipped.filter((entry) => !this.indexed.has(entry.url)) };
    } finally {
      clearTimeout(timer);
      await this.ownAgent?.destroy().catch(() => {});
    }
  }

  /** The start page, then the sitemap's pages (depth 1). */
  private async seed(): Promise<void> {
    this.enqueue(this.start, 0);
    let listed: string[] = [];
    try {
      listed = await this.sitemapPages();
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      if (!this.deadline.signal.aborted) throw error;
    }
    for (const url of listed) {
      if (siteOf(url) === this.site && !looksLikeFile(url)) this.enqueue(url, 1);
    }
    this.report();
  }

  /**
   * The fetch outcome of queue[index]. A few requests run ahead of the item being processed
   * (never more than the pages still allowed); results are still handled in queue order, so a
   * crawl is deterministic. Null when the crawl's time is up.
   */
  private async outcomeOf(index: number): Promise<Outcome | null> {
    const ahead = Math.min(this.settings.concurrency, this.settings.maxPages - this.pages.length);
    for (let next = index; next < Math.min(this.queue.length, index + ahead); next++) {
      if (this.inflight.has(next)) continue;
      const pending = this.fetchPage(this.queue[next] as QueueItem);
      // Fetched ahead, maybe never awaited (the crawl can stop first): never an unhandled rejection.
      pending.catch(() => {});
      this.inflight.set(next, pending);
    }
    try {
      return await (this.inflight.get(index) as Promise<Outcome>);
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      if (this.deadline.signal.aborted) return null;
      throw error;
    } finally {
      this.inflight.delete(index);
    }
  }

  private async fetchPage(item: QueueItem): Promise<Outcome> {
    const robots = await this.robotsFor(item.url);
    if (!robots.reachable) return { blocked: robots.reason };
    if (!robots.isAllowed(item.url)) return { blocked: 'blocked by robots.txt' };
    const result = await fetchGuarded(item.url, {
      ...this.fetchOptions(),
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      maxBytes: this.settings.maxBytesPerPage,
      acceptContentType: (type) => HTML_TYPE.test(type),
      // The start page may move to another host (brand.com -> www.brand.co.uk); any later page
      // may only move within the site.
      allowRedirect: (target) => item.depth === 0 || siteOf(target) === this.site,
    });
    return { result };
  }

  private async handle(item: QueueItem, outcome: Outcome): Promise<void> {
    if ('blocked' in outcome) return this.skip(item.url, outcome.blocked);
    const { result } = outcome;
    if (!result.ok) {
      // For a refused redirect the interesting URL is where it pointed.
      const url = result.failure === 'unsafe address' || result.failure === 'redirect elsewhere' ? result.url : item.url;
      return this.skip(url, describeFailure(result));
    }
    this.totalBytes += result.body.length;

    let url = normalizeUrl(result.url) ?? item.url;
    if (url !== item.url) {
      if (item.depth === 0) this.site = siteOf(url);
      if (this.indexed.has(url)) return this.skip(item.url, `duplicate of ${url}`);
      const robots = await this.robotsFor(url);
      if (robots.reachable && !robots.isAllowed(url)) return this.skip(item.url, 'blocked by robots.txt');
      this.known.add(url);
    }

    const page = extractHtmlPage(decodeHtml(result.body, result.contentType), result.url);
    if (!page.nofollow) this.follow(page.links, item.depth + 1);
    if (page.noindex) return this.skip(url, 'marked noindex');

    const canonical = page.canonical ? normalizeUrl(page.canonical) : null;
    if (canonical && canonical !== url && siteOf(canonical) === this.site) {
      // The page names another URL as the real one: its content is kept once, under that URL.
      if (this.known.has(canonical)) return this.skip(url, `duplicate of ${canonical}`);
      this.known.add(canonical);
      url = canonical;
    }
    this.record(url, page);
  }

  private follow(links: string[], depth: number): void {
    for (const link of links) {
      const target = normalizeUrl(link);
      if (!target || this.known.has(target)) continue;
      if (siteOf(target) !== this.site) this.skip(target, 'external site');
      else if (looksLikeFile(target)) this.skip(target, 'not HTML');
      else if (depth > this.settings.maxDepth) this.skip(target, 'depth limit reached');
      else this.enqueue(target, depth);
    }
  }

  private record(url: string, page: HtmlPage): void {
    if (!hasReadableText(page.text)) return this.skip(url, 'no text');
    const hash = createHash('sha256').update(page.text).digest('hex');
    const original = this.byHash.get(hash);
    if (original) return this.skip(url, `duplicate of ${original}`);
    this.byHash.set(hash, url);
    this.indexed.add(url);
    this.pages.push({ url, title: page.title || url, text: page.text });
    this.report();
  }

  /** Page URLs from the sitemaps robots.txt names, or from /sitemap.xml; sitemap indexes followed. */
  private async sitemapPages(): Promise<string[]> {
    const robots = await this.robotsFor(this.start);
    if (!robots.reachable) return [];
    const sameSite = (url: string) => isSameSite(url, this.start);
    const listed = robots.sitemaps.filter(sameSite);
    const pending = listed.length > 0 ? listed : [new URL('/sitemap.xml', this.start).href];
    const seen = new Set<string>();
    const found: string[] = [];
    while (pending.length > 0 && seen.size < MAX_SITEMAP_FILES && found.length < this.settings.maxPages * 10) {
      const sitemapUrl = pending.shift() as string;
      if (seen.has(sitemapUrl) || !robots.isAllowed(sitemapUrl)) continue;
      seen.add(sitemapUrl);
      const result = await fetchGuarded(sitemapUrl, {
        ...this.fetchOptions(),
        accept: 'application/xml, text/xml;q=0.9, */*;q=0.1',
        maxBytes: this.settings.maxBytesPerPage,
        allowRedirect: (target) => sameSite(target.href),
      });
      if (!result.ok) continue;
      this.totalBytes += result.body.length;
      const entries = parseSitemap(new TextDecoder('utf-8').decode(result.body), result.url);
      pending.push(...entries.sitemaps.filter(sameSite));
      for (const page of entries.pages) {
        const url = normalizeUrl(page);
        if (url) found.push(url);
      }
    }
    return found;
  }

  private robotsFor(url: string): Promise<RobotsRules> {
    const origin = new URL(url).origin;
    let rules = this.robotsByOrigin.get(origin);
    if (!rules) {
      rules = loadRobots(origin, this.productToken, this.fetchOptions());
      this.robotsByOrigin.set(origin, rules);
    }
    return rules;
  }

  private fetchOptions(): Omit<GuardedFetchOptions, 'accept' | 'maxBytes'> {
    return {
      policy: this.policy,
      dispatcher: this.dispatcher,
      userAgent: this.settings.userAgent,
      timeoutMs: this.settings.perRequestTimeoutMs,
      signal: this.signal,
    };
  }

  private enqueue(url: string, depth: number): void {
    if (this.known.has(url)) return;
    this.known.add(url);
    this.queue.push({ url, depth });
  }

  private skip(url: string, reason: string): void {
    if (this.skippedUrls.has(url) || this.skipped.length >= MAX_SKIPPED) return;
    this.skippedUrls.add(url);
    this.skipped.push({ url, reason });
    this.report();
  }

  private report(): void {
    this.options.onProgress?.({ found: this.known.size, indexed: this.pages.length, skipped: this.skipped.length });
  }
}
