import { NON_TEXT_ELEMENTS, nodeToText } from '../html-text.ts';
import { normalizeText } from '../normalize-text.ts';

/**
 * What a site's header, footer and sidebars say besides links: the opening hours under the
 * address in the footer, a top bar's "Open 7 days 8-4", a sidebar's hours widget, the company
 * number. The page text leaves these regions out (they repeat on every page and would crowd each
 * page's own text in retrieval), and the contact card keeps only a phone, an email and an address
 * from them, so such facts were in no passage: "what are your hours" declined on a site that shows
 * them on every page. Read here per page; the crawl keeps each block once (crawl-site.ts).
 */

/** The regions extract-html.ts removes as furniture: sidebars anywhere, the site's header and footer. */
const SIDEBARS = 'aside, [role="banner"], [role="contentinfo"], [role="complementary"]';
const SITE_HEADER_FOOTER = 'header, footer';
const CONTENT = 'main, article, [role="main"]';

/** Inside those regions, what is never the business's statement: menus, forms, banners, share boxes. */
const INNER_FURNITURE = [
  ...NON_TEXT_ELEMENTS,
  'form',
  'nav',
  'dialog',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="search"]',
  '[role="dialog"]',
  '[class*="cookie" i]',
  '[id*="cookie" i]',
  '[class*="consent" i]',
  '[id*="consent" i]',
  '[class*="related" i]',
  '[id*="related" i]',
  '[class*="breadcrumb" i]',
  '[class*="pagination" i]',
  '[class*="share-" i]',
  '[class*="social" i]',
  '[class*="newsletter" i]',
  '[class*="testimonial" i]',
  '[class*="review" i]',
  'blockquote',
  '.skip-link',
  '.screen-reader-text',
  '.sr-only',
  '.visually-hidden',
].join(', ');

/** Links whose text is itself a fact: a number to call, an address to write to, a place on a map. */
const FACT_LINK_RE = /^(?:tel|mailto|sms):|\bmaps?\b|goo\.gl\/maps|maps\.app|what3words/i;
const MAX_MENU_LINK_WORDS = 4;
/** What separated the links taken out: at a line's ends, or twice in a row. */
const LEFTOVER_SEPARATORS_RE = /^(?:\s*[·•|/,–—-])+\s*(?=\S)|(?:\s*[·•|/,–—-])+\s*$|^[\s·•|/,–—-]+$/g;
const DOUBLED_SEPARATORS_RE = /\s*([·•|])(?:\s*[·•|])+\s*/g;
const READABLE_RE = /[\p{L}\p{N}]/u;
const LIST_MARK_RE = /^- /;
/**
 * A sidebar's or footer's section of other people's words or of posts, by its heading: reviews,
 * testimonials, "Recent posts", "Latest news". A review's "rooms were £85 a night" is not the
 * business's price; a post's excerpt ("now open Sundays… (Nov 2021)") is old news, and the post is
 * indexed from its own page.
 */
const NOT_OWN_SECTION_RE =
  /^(?:(?:recent|latest|popular|our|from the|more|related|top)\s+)?(?:posts?|news|articles?|stories|blog|updates|archives?|categories|tags|comments|reviews?|testimonials?)\b|^what (?:our |my )?(?:customers|clients|members|guests|patients|parents|people|students|visitors)\s+(?:say|think)|^happy (?:customers|clients|members|guests)\b|^(?:kind|nice) words\b/i;
/** A quotation with its attribution: "“MOT done for £35 and they even washed the car.” — Gary". */
const QUOTED_WORDS_RE = /^["“„«][^"“”„«»]{12,}["”»]\s*(?:[—–-]\s*\S.{0,60})?$/;

function isRegion(element: Element): boolean {
  if (element.matches(SIDEBARS)) return true;
  return element.matches(SITE_HEADER_FOOTER) && !element.parentElement?.closest(CONTENT);
}

/**
 * The text of the page's header, footer and sidebars, links to pages aside ("Home", "Facebook ·
 * Instagram", "Book now" are a menu, not a fact); a phone, email or map link's text is kept
 * ("(949) 372-8480", "16561 China Berry Ct"). Read before extract-html.ts removes the regions.
 */
export function furnitureText(document: Document): string {
  const regions = [...document.querySelectorAll(`${SIDEBARS}, ${SITE_HEADER_FOOTER}`)].filter(
    (element) => isRegion(element) && !ancestors(element).some(isRegion),
  );
  const parts: string[] = [];
  for (const region of regions) {
    const copy = region.cloneNode(true) as Element;
    for (const element of copy.querySelectorAll(INNER_FURNITURE)) element.remove();
    removeNotOwnSections(copy);
    // A link to a page is a menu entry ("Careers", "Privacy", "Facebook"), also inside a line of
    // text ("Careers · Privacy · © 2025 Hearth & Honey Bakehouse"); a link holding a number or a
    // sentence stays.
    for (const a of copy.querySelectorAll('a')) {
      const words = (a.textContent ?? '').trim().split(/\s+/).length;
      if (!FACT_LINK_RE.test(a.getAttribute('href') ?? '') && !/\d/.test(a.textContent ?? '') && words <= MAX_MENU_LINK_WORDS) a.remove();
    }
    const lines = nodeToText(copy)
      .split('\n')
      .flatMap((line) => {
        if (line === '') return [line];
        const mark = LIST_MARK_RE.exec(line)?.[0] ?? '';
        const rest = line.slice(mark.length).replace(LEFTOVER_SEPARATORS_RE, '').replace(DOUBLED_SEPARATORS_RE, ' $1 ');
        return READABLE_RE.test(rest) && !QUOTED_WORDS_RE.test(rest) ? [mark + rest] : [];
      });
    const text = normalizeText(lines.join('\n'));
    if (text !== '') parts.push(text);
  }
  return parts.join('\n\n');
}

/** Each section NOT_OWN_SECTION_RE names goes, its heading and what follows it up to the next heading. */
function removeNotOwnSections(root: Element): void {
  for (const heading of [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')]) {
    if (!heading.parentNode || !NOT_OWN_SECTION_RE.test((heading.textContent ?? '').trim())) continue;
    for (let next = heading.nextElementSibling; next && !/^H[1-6]$/i.test(next.tagName); next = heading.nextElementSibling) next.remove();
    heading.remove();
  }
}

function ancestors(element: Element): Element[] {
  const out: Element[] = [];
  for (let e = element.parentElement; e; e = e.parentElement) out.push(e);
  return out;
}
