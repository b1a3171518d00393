import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { CRAWL_DEFAULT_PAGE_LIMIT, noSkips, UPLOAD_MAX_BYTES, type CrawlSkipCounts, type CrawlSkipReason } from '@staffwright/contract';
import { IngestError } from '../errors.ts';
import { extractDocument } from '../extract.ts';
import { hasReadableText } from '../normalize-text.ts';
import { decodeHtml, extractHtmlPage, type HtmlPage, type LinkRegion, type PageLink } from './extract-html.ts';
import { removeRepeatedBlocks } from './boilerplate.ts';
import { siteContactCard, type ContactCard, type PageContacts } from './contact-card.ts';
import { Frontier, type FrontierEntry } from './frontier.ts';
import { NearDuplicateIndex } from './near-duplicates.ts';
import { compilePathRules } from './path-rules.ts';
import { describeFailure, fetchGuarded, type GuardedFetchOptions, type GuardedFetchResult } from './fetch-guarded.ts';
import { buildersOf, documentTitle, fileNameOf, isBuilderFile, isDocumentUrl } from './linked-documents.ts';
import { isSameSite, looksLikeFile, normalizeUrl, siteOf } from './normalize-url.ts';
import { loadRobots, type RobotsRules } from './robots.ts';
import { parseSitemap } from './sitemap.ts';
import { assertFetchableUrl, createGuardedAgent, MESSAGES, UnsafeUrlError, type AddressPolicy, type LookupFn } from './ssrf.ts';

export interface CrawlOptions {
  /** Pages indexed at most. Default CRAWL_DEFAULT_PAGE_LIMIT (500). */
  maxPages?: number;
  /** Links followed from the start page at most this deep (pages only the sitemap lists count as depth 2). Default 10. */
  maxDepth?: number;
  /** Default 2 MB. */
  maxBytesPerPage?: number;
  /** Bytes downloaded in the whole crawl, robots.txt and sitemaps included. Default 200 MB. */
  maxTotalBytes?: number;
  /** Only pages whose path matches one of these are indexed (see path-rules.ts); the start page is always read for its links. */
  includePaths?: string[];
  /** Pages whose path matches one of these are neither fetched nor indexed. */
  excludePaths?: string[];
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
  /** What was left out and why, for the first MAX_SKIPPED URLs (links to other sites included). */
  skipped: { url: string; reason: string }[];
  /** Pages of the site left out, by reason, counted exactly (links to other sites are not counted). */
  skippedByReason: CrawlSkipCounts;
  /** URLs of the site found: indexed, skipped or never reached. */
  found: number;
  /** The crawl's own limits, or pages that would not load, left pages out: the owner's copy is partial. */
  cut: boolean;
  /** How to reach the business, as most of its pages show it (contact-card.ts); absent when not read. */
  contact?: ContactCard;
}

/** The report's category of a skip reason (the reasons are the words the crawl report shows per URL). */
export function skipCategory(reason: string): CrawlSkipReason | 'external' {
  if (reason === 'external site') return 'external';
  if (/limit reached$/.test(reason) || reason === 'too large') return 'limit';
  if (reason === 'excluded by your path rules') return 'excluded';
  if (reason === 'blocked by robots.txt' || reason === 'marked noindex' || reason.startsWith('fetch failed: robots.txt')) return 'robots';
  if (reason.startsWith('duplicate of')) return 'duplicate';
  if (reason === 'not HTML' || reason === 'no text' || reason === 'unreadable document' || reason === 'document too large')
    return 'notHtml';
  // A link to a page that is not there (404, 410, 403…) is the site's broken link, not content lost.
  if (/^fetch failed: 4\d\d$/.test(reason)) return 'broken';
  return 'error';
}

export const DEFAULT_USER_AGENT = 'StaffwrightBot/1.0 (+https://staffwright.app/bot)';
/** Reasons are reported per URL; a site with thousands of links must not produce a huge report. */
const MAX_SKIPPED = 500;
/** Sitemap URLs read at most, a multiple of the page limit (a sitemap can list millions). */
const SITEMAP_URLS_PER_PAGE = 10;
/** Pages only a sitemap lists rank after everything the start page links to. */
const SITEMAP_DEPTH = 2;
const MAX_SITEMAP_FILES = 10;
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\b/i;
/**
 * Documents the site links to (a menu, a fee schedule, a policy as a PDF) are read like uploads,
 * up to this share of the page limit, so a site of thousands of PDFs cannot crowd out its pages.
 */
const DOCUMENT_SHARE = 0.25;
/** Text a linked document may hold (an upload may hold 10 million characters): a crawl of dozens stays in memory. */
const DOCUMENT_MAX_CHARS = 1_000_000;

type Settings = Required<
  Pick<
    CrawlOptions,
    'maxPages' | 'maxDepth' | 'maxBytesPerPage' | 'maxTotalBytes' | 'timeoutMs' | 'perRequestTimeoutMs' | 'userAgent' | 'concurrency'
  >
>;

type QueueItem = FrontierEntry;

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
    maxPages: options.maxPages ?? CRAWL_DEFAULT_PAGE_LIMIT,
    maxDepth: options.maxDepth ?? 10,
    maxBytesPerPage: options.maxBytesPerPage ?? 2 * 1024 * 1024,
    maxTotalBytes: options.maxTotalBytes ?? 200 * 1024 * 1024,
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
  /** Every URL left out, with why (the report lists the first MAX_SKIPPED; the counts cover all). */
  private readonly skippedUrls = new Map<string, string>();
  private readonly frontier = new Frontier();
  /** Taken from the frontier, fetch under way, handled in this order (so crawls are deterministic). */
  private readonly lineup: { item: QueueItem; outcome: Promise<Outcome> }[] = [];
  /** Every URL ever queued or recorded: nothing is fetched twice. */
  private readonly known = new Set<string>();
  private readonly excluded: (url: string) => string | null;
  /** URLs pages were indexed under. */
  private readonly indexed = new Set<string>();
  /** Content hash -> URL of the page that had that text first. */
  private readonly byHash = new Map<string, string>();
  /** The contact details each page read shows, for the site's contact card. */
  private readonly contacts: PageContacts[] = [];
  /** Fingerprints of the pages indexed: a page that nearly repeats one is indexed once. */
  private readonly nearDuplicates = new NearDuplicateIndex<string>();
  private readonly robotsByOrigin = new Map<string, Promise<RobotsRules>>();
  private readonly deadline = new AbortController();
  private readonly signal: AbortSignal;
  private readonly dispatcher: Dispatcher;
  private readonly ownAgent: Dispatcher | null;
  private readonly productToken: string;
  /** Changes once if the start page redirects to another host: the crawl follows it there. */
  private site: string;
  private totalBytes = 0;
  /** Pages of the site skipped so far (links to other sites are not pages of it). */
  private siteSkips = 0;
  /** Linked documents taken so far (see DOCUMENT_SHARE), and what the first link to each said. */
  private documentsTaken = 0;
  private readonly linkTexts = new Map<string, string>();
  /** The site builders the site's pages load from, whose file hosts hold the owner's documents. */
  private readonly builders = new Set<number>();
  /** FAQPage pairs already kept with a page (extract-html.ts withFaqs). */
  private readonly faqBlocksKept = new Set<string>();

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
    this.excluded = compilePathRules({ include: options.includePaths, exclude: options.excludePaths });
  }

  async run(): Promise<CrawlResult> {
    const timer = setTimeout(() => this.deadline.abort(new Error('crawl time limit')), this.settings.timeoutMs);
    try {
      await this.seed();
      let stop: string | null = null;
      while (!this.signal.aborted) {
        if (this.pages.length >= this.settings.maxPages) stop = 'page limit reached';
        else if (this.totalBytes >= this.settings.maxTotalBytes) stop = 'size limit reached';
        if (stop) break;
        this.fillLineup();
        const next = this.lineup.shift();
        if (!next) break;
        if (this.indexed.has(next.item.url)) continue;
        const outcome = await this.settle(next.outcome);
        if (outcome === null) {
          this.lineup.unshift(next);
          break;
        }
        await this.handle(next.item, outcome);
      }
      if (this.signal.aborted) {
        if (this.options.signal?.aborted) throw this.options.signal.reason;
        stop = 'time limit reached';
      }
      // Whatever is still waiting was cut by the limit that stopped the crawl.
      for (const { item, outcome } of this.lineup.splice(0)) {
        outcome.catch(() => {});
        this.skip(item.url, stop ?? 'page limit reached');
      }
      for (const item of this.frontier.drain()) this.skip(item.url, stop ?? 'page limit reached');
      return this.result();
    } finally {
      clearTimeout(timer);
      await this.ownAgent?.destroy().catch(() => {});
    }
  }

  private result(): CrawlResult {
    const counts = noSkips();
    const skipped: CrawlResult['skipped'] = [];
    for (const [url, reason] of this.skippedUrls) {
      if (this.indexed.has(url)) continue;
      const category = skipCategory(reason);
      if (category !== 'external') counts[category] += 1;
      if (skipped.length < MAX_SKIPPED) skipped.push({ url, reason });
    }
    const found = this.pages.length + Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      pages: removeRepeatedBlocks(this.pages),
      skipped,
      skippedByReason: counts,
      found,
      // Pages that would not load (timeouts, redirect loops, server errors: a hostile or broken site)
      // leave the copy partial as surely as a limit does.
      cut: counts.limit > 0 || counts.error > 0,
      contact: siteContactCard(this.contacts),
    };
  }

  /** The start page, then the sitemap's pages (after what the start page links to, see frontier.ts). */
  private async seed(): Promise<void> {
    this.enqueue(this.start, 0, 'nav');
    let listed: Awaited<ReturnType<SiteCrawl['sitemapPages']>> = [];
    try {
      listed = await this.sitemapPages();
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      if (!this.deadline.signal.aborted) throw error;
    }
    for (const page of listed) this.frontier.note(page.url, page.priority, page.lastmod);
    for (const page of listed) {
      if (siteOf(page.url) !== this.site || this.known.has(page.url)) continue;
      if (looksLikeFile(page.url) && !isDocumentUrl(page.url)) continue;
      if (this.excluded(page.url)) this.skip(page.url, 'excluded by your path rules');
      else this.enqueue(page.url, SITEMAP_DEPTH, 'main');
    }
    this.report();
  }

  /**
   * Starts fetching the next few pages while the current one is handled (never more than the
   * pages still allowed). Only pages as shallow as the next one are fetched ahead: the links of
   * the page being handled may outrank anything deeper.
   */
  private fillLineup(): void {
    const ahead = Math.min(this.settings.concurrency, this.settings.maxPages - this.pages.length);
    while (this.lineup.length < ahead) {
      const head = this.lineup[0]?.item ?? this.frontier.peek();
      const next = this.frontier.peek();
      if (!head || !next || (this.lineup.length > 0 && next.depth > head.depth)) break;
      const item = this.frontier.take() as QueueItem;
      // Counted as taken, in the frontier's order: the documents the site ranks first are read.
      if (isDocumentUrl(item.url) && this.documentsTaken++ >= this.documentQuota()) {
        this.skip(item.url, 'document limit reached');
        continue;
      }
      const outcome = this.fetchPage(item);
      // Fetched ahead, maybe never awaited (the crawl can stop first): never an unhandled rejection.
      outcome.catch(() => {});
      this.lineup.push({ item, outcome });
    }
  }

  /** A fetch's outcome; null when the crawl's time is up. */
  private async settle(outcome: Promise<Outcome>): Promise<Outcome | null> {
    try {
      return await outcome;
    } catch (error) {
      if (this.options.signal?.aborted) throw this.options.signal.reason;
      if (this.deadline.signal.aborted) return null;
      throw error;
    }
  }

  private async fetchPage(item: QueueItem): Promise<Outcome> {
    const robots = await this.robotsFor(item.url);
    if (!robots.reachable) return { blocked: robots.reason };
    if (!robots.isAllowed(item.url)) return { blocked: 'blocked by robots.txt' };
    const document = isDocumentUrl(item.url);
    const result = await fetchGuarded(item.url, {
      ...this.fetchOptions(),
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
      // A linked document may be as large as an upload; its type is judged from its bytes, as an upload's is.
      maxBytes: document ? UPLOAD_MAX_BYTES : this.settings.maxBytesPerPage,
      acceptContentType: (type) => document || HTML_TYPE.test(type),
      // The start page may move to another host (brand.com -> www.brand.co.uk); any later page
      // may only move within the site.
      allowRedirect: (target) =>
        item.depth === 0 || siteOf(target) === this.site || (document && isBuilderFile(target.href, this.builders)),
    });
    return { result };
  }

  private async handle(item: QueueItem, outcome: Outcome): Promise<void> {
    if ('blocked' in outcome) return this.skip(item.url, outcome.blocked);
    const { result } = outcome;
    if (!result.ok) {
      // For a refused redirect the interesting URL is where it pointed.
      const url = result.failure === 'unsafe address' || result.failure === 'redirect elsewhere' ? result.url : item.url;
      // A brochure over the upload limit is a file left out, not a copy of the site cut short.
      if (result.failure === 'too large' && isDocumentUrl(item.url)) return this.skip(url, 'document too large');
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

    if (!HTML_TYPE.test(result.contentType)) return this.recordDocument(item.url, url, result.body);
    // A builder's file host answering a document link with a page ("not found"): not the site's page.
    if (item.depth > 0 && siteOf(url) !== this.site) return this.skip(url, 'external site');
    const page = extractHtmlPage(decodeHtml(result.body, result.contentType), result.url);
    for (const builder of buildersOf(page.assetHosts)) this.builders.add(builder);
    this.contacts.push(page.contacts);
    if (!page.nofollow) this.follow(page.links, item.depth + 1);
    if (page.noindex) return this.skip(url, 'marked noindex');
    // The start page is read for its links whatever the owner's path rules say; kept only if they allow it.
    const rule = this.excluded(url);
    if (rule) return this.skip(url, rule);

    const canonical = page.canonical ? normalizeUrl(page.canonical) : null;
    if (canonical && canonical !== url && siteOf(canonical) === this.site) {
      // The page names another URL as the real one: its content is kept once, under that URL.
      if (this.known.has(canonical)) return this.skip(url, `duplicate of ${canonical}`);
      this.known.add(canonical);
      url = canonical;
    }
    this.record(url, page);
  }

  private follow(links: PageLink[], depth: number): void {
    for (const link of links) {
      const target = normalizeUrl(link.url);
      if (!target) continue;
      // Already waiting: this route may rank it higher (a menu link to a page the sitemap listed).
      if (this.frontier.has(target)) this.frontier.add(target, depth, link.region);
      if (this.known.has(target)) continue;
      if (isDocumentUrl(target) && link.text && !this.linkTexts.has(target)) this.linkTexts.set(target, link.text);
      const elsewhere = siteOf(target) !== this.site;
      if (elsewhere && !isBuilderFile(target, this.builders)) this.skip(target, 'external site');
      else if (looksLikeFile(target) && !isDocumentUrl(target)) this.skip(target, 'not HTML');
      // The owner's path rules are about their site's paths; a builder's file host has its own.
      else if (!elsewhere && this.excluded(target)) this.skip(target, 'excluded by your path rules');
      else if (depth > this.settings.maxDepth) this.skip(target, 'depth limit reached');
      else this.enqueue(target, depth, link.region);
    }
  }

  private documentQuota(): number {
    return Math.max(1, Math.floor(this.settings.maxPages * DOCUMENT_SHARE));
  }

  /**
   * A linked document, read by the upload readers (extract.ts: the type from its bytes, the same
   * limits) and kept under the words of the link that led to it, else its file name.
   */
  private async recordDocument(linkedAs: string, url: string, body: Uint8Array): Promise<void> {
    const fileName = fileNameOf(url);
    let text: string;
    try {
      ({ text } = await extractDocument(body, fileName, { maxBytes: UPLOAD_MAX_BYTES, maxTextChars: DOCUMENT_MAX_CHARS }));
    } catch (error) {
      // Whatever a file on the web does to a reader, it is that file left out, never the crawl failed.
      const code = error instanceof IngestError ? error.code : 'corrupt';
      const reason =
        code === 'no_text' || code === 'empty' ? 'no text' : code === 'too_large' ? 'document too large' : 'unreadable document';
      return this.skip(url, reason);
    }
    // A redirect (Squarespace's /s/fees.pdf to its file host) keeps the words of the link to it.
    this.record(url, { title: documentTitle(this.linkTexts.get(linkedAs) ?? this.linkTexts.get(url), fileName, text), text });
  }

  private record(url: string, page: Pick<HtmlPage, 'title' | 'text'> & Partial<Pick<HtmlPage, 'faqBlocks'>>): void {
    if (!hasReadableText(page.text)) return this.skip(url, 'no text');
    // A page is judged a copy by its own text, not by the FAQ a plugin writes into every page.
    const blocks = page.faqBlocks ?? [];
    const tail = blocks.join('\n\n');
    const own = blocks.length > 0 ? page.text.slice(0, page.text.length - tail.length).trimEnd() : page.text;
    const judged = hasReadableText(own) ? own : page.text;
    const hash = createHash('sha256').update(judged).digest('hex');
    const original = this.byHash.get(hash) ?? this.nearDuplicates.check(judged, url);
    if (original) return this.skip(url, `duplicate of ${original}`);
    this.byHash.set(hash, url);
    this.indexed.add(url);
    // …and each FAQ pair is kept with the first page that has it.
    const fresh = blocks.filter((b) => !this.faqBlocksKept.has(b));
    for (const b of fresh) this.faqBlocksKept.add(b);
    const text = blocks.length === 0 ? page.text : [own, ...fresh].filter((t) => t !== '').join('\n\n');
    this.pages.push({ url, title: page.title || url, text });
    this.report();
  }

  /** Pages from the sitemaps robots.txt names, or from /sitemap.xml; sitemap indexes followed. */
  private async sitemapPages(): Promise<{ url: string; priority: number; lastmod: number }[]> {
    const robots = await this.robotsFor(this.start);
    if (!robots.reachable) return [];
    const sameSite = (url: string) => isSameSite(url, this.start);
    const listed = robots.sitemaps.filter(sameSite);
    const pending = listed.length > 0 ? listed : [new URL('/sitemap.xml', this.start).href];
    const seen = new Set<string>();
    const found: { url: string; priority: number; lastmod: number }[] = [];
    while (pending.length > 0 && seen.size < MAX_SITEMAP_FILES && found.length < this.settings.maxPages * SITEMAP_URLS_PER_PAGE) {
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
        const url = normalizeUrl(page.url);
        if (url) found.push({ ...page, url });
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

  private enqueue(url: string, depth: number, region: LinkRegion): void {
    if (this.known.has(url)) return;
    this.known.add(url);
    this.frontier.add(url, depth, region);
  }

  private skip(url: string, reason: string): void {
    if (this.skippedUrls.has(url)) return;
    this.skippedUrls.set(url, reason);
    if (skipCategory(reason) !== 'external') this.siteSkips += 1;
    this.report();
  }

  private report(): void {
    this.options.onProgress?.({ found: this.known.size, indexed: this.pages.length, skipped: this.siteSkips });
  }
}
