export {
  checkStartUrl,
  crawlSite,
  skipCategory,
  DEFAULT_USER_AGENT,
  type CrawlOptions,
  type CrawlProgress,
  type CrawlResult,
  type CrawledPage,
} from './crawl-site.ts';
export { extractHtmlPage, type HtmlPage } from './extract-html.ts';
export type { ContactCard } from './contact-card.ts';
export { isSameSite, normalizeUrl, siteOf } from './normalize-url.ts';
export { assertFetchableUrl, createGuardedAgent, isPublicAddress, UnsafeUrlError, type AddressPolicy, type LookupFn } from './ssrf.ts';
