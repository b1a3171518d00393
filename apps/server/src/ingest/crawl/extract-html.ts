import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { decoderFor } from '../formats/cp1252.ts';
import { pageContacts, type PageContacts } from './contact-card.ts';
import { faqPairsFromJsonLd, type FaqPair } from './faq-json-ld.ts';
import { NON_TEXT_ELEMENTS, nodeToText } from '../html-text.ts';
import { normalizeText } from '../normalize-text.ts';

/**
 * Where on the page a link sits, which says how much the site wants it found: navigation (the
 * menu, the site header) names the pages a visitor looks for first; links in the page's body come
 * next; footers and sidebars (legal pages, archives, "related posts") last.
 */
export type LinkRegion = 'nav' | 'main' | 'footer';

export interface PageLink {
  url: string;
  region: LinkRegion;
  /** What the link says ("Fee schedule (PDF)"): the title a linked document is shown under. */
  text: string;
}

export interface HtmlPage {
  title: string;
  /** The page's own content as normalised text, without navigation and other page furniture. */
  text: string;
  /** Links the page wants followed (rel=nofollow left out), absolute, in document order. */
  links: PageLink[];
  /** Absolute URL from <link rel="canonical">, if any. */
  canonical: string | null;
  /** <meta name="robots"> directives. */
  noindex: boolean;
  nofollow: boolean;
  /** Phone numbers, emails and street addresses the page shows anywhere (headers and footers included). */
  contacts: PageContacts;
  /** Hosts the page loads its styles, scripts and images from: which site builder made it. */
  assetHosts: string[];
  /** The FAQPage pairs `text` ends with (see withFaqs), each as it is there: "question\n\nanswer". */
  faqBlocks: string[];
}

/**
 * Page furniture that repeats on every page and would drown the content in retrieval:
 * navigation, headers and footers of the site, sidebars, forms, cookie banners, scripts, JSON-LD.
 */
const FURNITURE = [
  ...NON_TEXT_ELEMENTS,
  'form',
  'nav',
  'aside',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="search"]',
  '[role="dialog"]',
  '[class*="cookie" i]',
  '[id*="cookie" i]',
  '[class*="consent" i]',
  '[id*="consent" i]',
  // "Related posts", breadcrumbs, pagers, share and newsletter boxes: the same links and lines on every page.
  '[class*="related" i]',
  '[id*="related" i]',
  '[class*="breadcrumb" i]',
  '[aria-label*="breadcrumb" i]',
  '[class*="pagination" i]',
  '[class*="share-" i]',
  '[class*="social" i]',
  '[class*="newsletter" i]',
  '.skip-link',
  '.screen-reader-text',
  '.sr-only',
  '.visually-hidden',
].join(', ');

export function extractHtmlPage(html: string, pageUrl: string): HtmlPage {
  const { document } = parseHTML(html);
  const base = baseUrl(document, pageUrl);

  const robots = [...document.querySelectorAll('meta[name="robots" i]')]
    .map((meta) => (meta.getAttribute('content') ?? '').toLowerCase())
    .join(',');
  const canonicalHref = document.querySelector('link[rel~="canonical" i][href]')?.getAttribute('href');
  const links: PageLink[] = [];
  for (const anchor of document.querySelectorAll('a[href], area[href]')) {
    if (/\bnofollow\b/i.test(anchor.getAttribute('rel') ?? '')) continue;
    const absolute = resolve(anchor.getAttribute('href') ?? '', base);
    if (absolute) links.push({ url: absolute, region: regionOf(anchor), text: cleanLine(anchor.textContent ?? '') });
  }
  const title = cleanLine(document.querySelector('title')?.textContent ?? '') || cleanLine(document.querySelector('h1')?.textContent ?? '');

  const contacts = pageContacts(document);
  const assetHosts = new Set<string>();
  for (const element of document.querySelectorAll('img[src], script[src], link[href]')) {
    const url = resolve(element.getAttribute('src') ?? element.getAttribute('href') ?? '', base);
    if (url) assetHosts.add(new URL(url).hostname);
  }
  const faqs = faqPairsFromJsonLd(document);
  revealDisclosures(document);
  removeFurniture(document);
  // A list of posts: what the page says of its own is what is left beside the list, if anything.
  const listing = removePostTeasers(document, base, pageUrl);
  const own = listing ? normalizeText(nodeToText(listing.closest('main, [role="main"]') ?? listing)) : mainText(document);
  const { text, faqBlocks } = withFaqs(own, faqs);

  return {
    title,
    text,
    links,
    canonical: canonicalHref ? resolve(canonicalHref, base) : null,
    noindex: /\b(noindex|none)\b/.test(robots),
    nofollow: /\b(nofollow|none)\b/.test(robots),
    contacts,
    assetHosts: [...assetHosts],
    faqBlocks,
  };
}

function regionOf(anchor: Element): LinkRegion {
  if (anchor.closest('nav, header, [role="navigation"], [role="banner"]')) return 'nav';
  if (anchor.closest('footer, aside, [role="contentinfo"], [role="complementary"], [class*="related" i], [id*="related" i]'))
    return 'footer';
  return 'main';
}

/** What makes a collapsed panel an accordion answer or a tab's content, by the names themes give it. */
const DISCLOSURE_CLASS = /accordion|collaps|faq|answer|toggle-?content|tab-?(content|pane)/i;
const TRIGGER = 'button[aria-expanded], button[aria-controls], [data-toggle="collapse"], [data-bs-toggle="collapse"], [role="tab"]';

/**
 * FAQ accordions and tabs ship their answers in the HTML, collapsed (`hidden`, `aria-hidden`,
 * `display: none`) behind a <button> that holds the question; a script opens them on a click. A
 * visitor reads both, so the crawl must: the button becomes text and the panel is shown. Other
 * hidden elements (an off-screen menu, a honeypot field, a closed modal) stay furniture. The header's
 * menu button is not a question: its panel is a menu, removed with the header.
 */
function revealDisclosures(document: Document): void {
  const controlled = new Set<string>();
  for (const trigger of document.querySelectorAll(TRIGGER)) {
    if (trigger.closest('header, nav, [role="banner"], [role="navigation"]')) continue;
    for (const id of (trigger.getAttribute('aria-controls') ?? '').split(/\s+/)) if (id) controlled.add(id);
    const target = trigger.getAttribute('data-bs-target') ?? trigger.getAttribute('data-target') ?? trigger.getAttribute('href') ?? '';
    if (target.startsWith('#') && target.length > 1) controlled.add(target.slice(1));
    // Carousel dots ("1", "2") and icon-only toggles are controls, not questions.
    if (trigger.tagName.toLowerCase() === 'button' && /\p{L}.*\p{L}/su.test(trigger.textContent ?? '')) {
      // Inside a heading the question stays that heading's text; alone it is a paragraph of its own.
      const heading = trigger.closest('h1, h2, h3, h4, h5, h6');
      // Readability drops headings whose class reads as page furniture ("accordion-header").
      heading?.removeAttribute('class');
      const replacement = document.createElement(heading ? 'span' : 'p');
      replacement.append(...trigger.childNodes);
      trigger.replaceWith(replacement);
    }
  }
  for (const panel of document.querySelectorAll('[hidden], [aria-hidden="true"], [style*="display" i]')) {
    const role = panel.getAttribute('role');
    const isPanel =
      (panel.id !== '' && controlled.has(panel.id)) ||
      role === 'region' ||
      role === 'tabpanel' ||
      DISCLOSURE_CLASS.test(panel.getAttribute('class') ?? '');
    if (!isPanel) continue;
    panel.removeAttribute('hidden');
    panel.removeAttribute('aria-hidden');
    const style = (panel.getAttribute('style') ?? '').replace(/display\s*:\s*none\s*;?/gi, '');
    if (style.trim() === '') panel.removeAttribute('style');
    else panel.setAttribute('style', style);
  }
}

function removeFurniture(document: Document): void {
  for (const element of document.querySelectorAll(FURNITURE)) {
    // A loose match such as <body class="cookie-consent-shown"> must not take the page with it.
    if (/^(html|body|main|article)$/i.test(element.tagName) || element.querySelector('main, article, h1')) continue;
    element.remove();
  }
  // A site's header and footer (not those of an article inside the page).
  for (const element of document.querySelectorAll('header, footer')) {
    if (!element.parentElement?.closest('main, article, [role="main"]')) element.remove();
  }
  for (const element of document.querySelectorAll('script[type="application/ld+json"]')) element.remove();
}

/** A blog index or archive shows at least this many dated teasers of posts. */
const MIN_TEASERS = 3;
/** A teaser is a title, a date and an excerpt; longer, it is the content itself. */
const MAX_TEASER_CHARS = 700;
/** …and a list page is mostly teasers: a home page's "Latest news" strip is not. */
const LIST_PAGE_TEASER_SHARE = 0.6;
const DATE_TEXT_RE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}\b|\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{4}\b|\b\d{4}-\d{2}-\d{2}\b/i;

/**
 * A blog index, a news archive or a tag page lists posts as teasers (a linked title, a date, the
 * first lines), each post also crawled whole on its own page. Indexed, the list answered "when is
 * board game night" with the date the next post in it was published. So on a page that is mostly
 * dated teasers of the site's own posts, only what it says beside them is its text. Undated cards
 * ("Full groom — from $45 →"), teasers of pages elsewhere (events on a ticketing site, never
 * crawled) and a page whose own content outweighs its "Latest news" strip keep their text (review).
 * Returns the list's element (its teasers removed), or null when the page is no list of posts.
 */
function removePostTeasers(document: Document, base: string, pageUrl: string): Element | null {
  const here = new URL(pageUrl);
  const teasers = new Set<Element>();
  for (const heading of document.querySelectorAll('h2, h3, h4')) {
    const link = heading.querySelector('a[href]');
    const target = link && resolve(link.getAttribute('href') ?? '', base);
    if (!target) continue;
    const to = new URL(target);
    if (to.host !== here.host || to.pathname === here.pathname) continue;
    // From the heading's parent: <h2 class="post-title"> is the title, not the teaser.
    const teaser = heading.parentElement?.closest('article, li, [class*="post" i], [class*="entry" i], [class*="teaser" i]') ?? heading;
    // Block by block: "…morning" and "November 3" must not run together as "morningNovember 3".
    const text = nodeToText(teaser);
    const dated = teaser.querySelector('time') !== null || DATE_TEXT_RE.test(text);
    if (dated && text.length <= MAX_TEASER_CHARS) teasers.add(teaser);
  }
  if (teasers.size < MIN_TEASERS) return null;
  const page = document.querySelector('main, [role="main"]') ?? document.body;
  const teaserChars = [...teasers].reduce((n, t) => n + nodeToText(t).length, 0);
  if (!page || teaserChars < LIST_PAGE_TEASER_SHARE * nodeToText(page).length) return null;
  const list = [...teasers][0]!.parentElement;
  for (const teaser of teasers) teaser.remove();
  return list;
}

/**
 * Readability finds the content block on pages without semantic markup; on pages with <main> or
 * <article> it sometimes drops short sections (cards, team lists). So its text is used only when
 * it kept most of what the semantic container holds; otherwise that container's text is used.
 */
function mainText(document: Document): string {
  const containers = [...document.querySelectorAll('main, [role="main"]')];
  const articles = [...document.querySelectorAll('article')];
  const container = containers[0] ?? (articles.length === 1 ? articles[0] : undefined) ?? document.body;
  const fallback = container ? normalizeText(nodeToText(container)) : '';

  // Readability moves the page's <h1> into its title field; the heading belongs with the text.
  const h1 = (container ?? document).querySelector('h1');
  const heading = cleanLine(h1?.textContent ?? '');
  // So does the title block around it inside the content: Readability drops a <header> by its
  // class, and with it an event's date and time ("Passkeys on Django", "Oct 16 3:25 PM EDT to 3:50
  // pm"). Read before Readability rewrites the tree.
  const titleBlock = h1?.closest('header');
  const titleText = titleBlock && container?.contains(titleBlock) ? normalizeText(nodeToText(titleBlock)) : '';
  const titleLines = titleText.length > 0 && titleText.length <= MAX_TITLE_BLOCK_CHARS ? titleText.split(/\n+/) : [heading];

  const headings = [...(container ?? document).querySelectorAll('h2, h3, h4, h5, h6')].map((h) => cleanLine(h.textContent ?? ''));

  let readable: string;
  try {
    // Readability rewrites the tree it is given; nothing reads this one after it (a copy would
    // cost a second parse of every page, most of a large crawl's garbage).
    // The content node itself, not its HTML: serialising and parsing it again was more garbage.
    const article = new Readability<Node>(document, { charThreshold: 200, serializer: (node) => node }).parse();
    readable = article?.content ? normalizeText(nodeToText(article.content)) : '';
  } catch {
    // Readability gives up on some malformed trees; the semantic container still has the text.
    readable = '';
  }
  const text = readable.length >= fallback.length * 0.8 ? withHeadingsBack(readable, fallback, headings) : fallback;
  const missing = titleLines.filter((line) => line.trim() !== '' && !text.includes(line));
  return missing.length > 0 ? `${missing.join('\n\n')}\n\n${text}` : text;
}

/** A title block longer than this is a section of the page, not its title and date. */
const MAX_TITLE_BLOCK_CHARS = 400;

/**
 * Readability's text with the headings it dropped while keeping what follows them. It removes a
 * short block that is not mostly heading: `<div><h2>Bath Only</h2><button>Book Now</button></div>`
 * went, the price list under it stayed, and "55 - 75 lbs Large dogs $80" was no longer a bath's
 * price. Each such heading goes back above the line that follows it in the container's own text;
 * nothing else of that text comes back (comments, share bars and sidebars stay out, review).
 */
function withHeadingsBack(readable: string, fallback: string, headings: string[]): string {
  const out = readable.split('\n');
  const kept = new Set(out.map((line) => line.trim()));
  const lines = fallback.split('\n').map((line) => line.trim());
  let from = 0;
  for (const heading of headings) {
    if (heading === '' || kept.has(heading)) continue;
    const at = lines.indexOf(heading);
    const next = at < 0 ? undefined : lines.slice(at + 1).find((line) => line !== '' && !headings.includes(line));
    if (next === undefined) continue;
    // Headings come in page order: each goes after the one put back before it.
    const where = out.findIndex((line, i) => i >= from && line.trim() === next);
    if (where < 0) continue;
    out.splice(where, 0, heading, '');
    kept.add(heading);
    from = where + 2;
  }
  return out.join('\n');
}

/**
 * The FAQPage's pairs whose answer the visible text lacks (a script builds the accordion), after
 * it, each as a question paragraph and its answer: the shape the answer engine reads as a Q/A pair.
 */
function withFaqs(text: string, faqs: FaqPair[]): { text: string; faqBlocks: string[] } {
  if (faqs.length === 0) return { text, faqBlocks: [] };
  const visible = looseText(text);
  const seen = new Set<string>();
  const missing = faqs.filter((f) => {
    const answer = looseText(f.answer);
    const key = `${looseText(f.question)}\n${answer}`;
    if (seen.has(key)) return false;
    seen.add(key);
    // A short answer ("Yes.") is on any page: it is shown when its question is too.
    const shown = visible.includes(answer.slice(0, 80)) && (answer.length >= SHORT_ANSWER || visible.includes(looseText(f.question)));
    return !shown;
  });
  // Each pair normalised alone is the same text as all of them normalised together (they end where a paragraph does).
  const faqBlocks = missing.map((f) => normalizeText(`${f.question}\n\n${f.answer}`)).filter((b) => b !== '');
  if (faqBlocks.length === 0) return { text, faqBlocks };
  const blocks = faqBlocks.join('\n\n');
  return { text: text === '' ? blocks : `${text}\n\n${blocks}`, faqBlocks };
}

const SHORT_ANSWER = 40;
/** Both sides read alike: normalised as the page's text is, whitespace and case aside. */
const looseText = (text: string) => normalizeText(text).replace(/\s+/g, ' ').trim().toLowerCase();

function baseUrl(document: Document, pageUrl: string): string {
  const href = document.querySelector('base[href]')?.getAttribute('href');
  const resolved = href ? resolve(href, pageUrl) : null;
  return resolved ?? pageUrl;
}

function resolve(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function cleanLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Charset from the Content-Type header, else from a <meta> tag, else UTF-8. */
export function decodeHtml(body: Uint8Array, contentType: string): string {
  const head = new TextDecoder('latin1').decode(body.subarray(0, 2048));
  const label =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return decoderFor(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
