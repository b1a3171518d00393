import { formatFromName } from '../extract.ts';

/**
 * What the crawl needs to know about documents a site links to (decision 040): which links are
 * documents, which hosts other than the site hold the owner's own files, and what to call them.
 */

/** A link to a document the upload readers take (by its path's extension): .pdf, .docx, .csv… */
export function isDocumentUrl(url: string): boolean {
  return formatFromName(fileNameOf(url)) !== null;
}

export function fileNameOf(url: string): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Site builders serve the files an owner uploads from hosts of their own. `site` is what the
 * builder's pages load their styles, scripts and images from; `files` is where uploads live. A
 * document there counts as the owner's only on a site built with that builder: a WordPress site's
 * link to a file on Squarespace is someone else's file, like any external link.
 */
const BUILDERS: { site: RegExp; files: RegExp }[] = [
  { site: /(^|\.)(squarespace\.com|squarespace-cdn\.com)$/i, files: /^(static1\.squarespace\.com|[\w-]+\.squarespace-cdn\.com)$/i },
  { site: /(^|\.)(wixstatic\.com|parastorage\.com)$/i, files: /^([\w-]+\.(filesusr|usrfiles)\.com|(static|docs)\.wixstatic\.com)$/i },
  { site: /(^|\.)wsimg\.com$/i, files: /^img\d*\.wsimg\.com$/i },
  { site: /(^|\.)cdn-website\.com$/i, files: /^[\w-]+\.cdn-website\.com$/i },
  { site: /^cdn\.shopify\.com$/i, files: /^cdn\.shopify\.com$/i },
  { site: /(^|\.)(website-files\.com|webflow\.com)$/i, files: /^(uploads-ssl\.webflow\.com|[\w-]+(\.prod)?\.website-files\.com)$/i },
  { site: /(^|\.)(wp\.com|files\.wordpress\.com)$/i, files: /^[\w-]+\.files\.wordpress\.com$/i },
  {
    site: /(^|\.)(hubspotusercontent(-[a-z]{2}\d|\d{2})\.net|hs-scripts\.com|hubspot\.net)$/i,
    files: /^([\w-]+\.)+hubspotusercontent(-[a-z]{2}\d|\d{2})\.net$/i,
  },
  { site: /(^|\.)(jimcdn\.com|jimstatic\.com)$/i, files: /^[\w-]+\.jimcdn\.com$/i },
];

/** The builders a page's assets come from (indexes into BUILDERS). */
export function buildersOf(assetHosts: Iterable<string>): number[] {
  const found = new Set<number>();
  for (const host of assetHosts) BUILDERS.forEach((b, i) => b.site.test(host) && found.add(i));
  return [...found];
}

/** A document on the file host of one of `builders` (the builders the site's pages load from). */
export function isBuilderFile(url: string, builders: ReadonlySet<number>): boolean {
  if (!isDocumentUrl(url)) return false;
  const host = new URL(url).hostname;
  return BUILDERS.some((b, i) => builders.has(i) && b.files.test(host));
}

const TITLE_MAX = 150;
/** Link words that name no document ("Download", "click here", "PDF"). */
const GENERIC_LINK = /^(download|click here|here|pdf|view|open|read more|more|link|file|doc|docx)( (it|now|here|pdf|file))?[\s.:!»›→]*$/i;

/**
 * A first line that reads as a title: short, a few words, not a sentence, not a bare date or number,
 * not a label ("Updated: March 2026"; "Home Delivery Service: Guide and Application" is a title).
 */
const OWN_TITLE_RE = /^(?=.*\p{L}{3})(?:[^.!?:;\s]+\s+[^.!?:;]+:\s)?[^.!?:;]{3,80}$/u;
const MIN_TITLE_WORDS = 2;

/**
 * A first line is the document's title only when it says what the file name says ("Fee Schedule
 * 2026" of fee-schedule-2026.pdf): a letterhead ("Brightsmile Family Dental"), "Page 1 of 3" or
 * "Dear Parents and Carers," of cancellation-policy.pdf is not (review).
 */
function sharesAWord(line: string, fileName: string): boolean {
  // Words of three letters or more, a plural's "s" aside ("fees-2026.pdf", "Fee Schedule 2026"); not years.
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3)
      .map((w) => w.replace(/s$/, ''));
  const named = new Set(wordsOf(fileName.replace(/\.[a-z0-9]+$/i, '')));
  return wordsOf(line).some((w) => named.has(w));
}

/**
 * What a linked document is called: the words of a link that says what it is, else the document's
 * own first line when it reads as a title and agrees with the file name ("Fee Schedule 2026" of a PDF only the sitemap lists),
 * else its file name. Visitors see this as the answer's source.
 */
export function documentTitle(linkText: string | undefined, fileName: string, documentText = ''): string {
  const firstLine = documentText
    .trimStart()
    .split('\n', 1)[0]!
    .replace(/^#+\s*/, '')
    .trim();
  const ownTitle =
    OWN_TITLE_RE.test(firstLine) && firstLine.split(/\s+/).length >= MIN_TITLE_WORDS && sharesAWord(firstLine, fileName) ? firstLine : null;
  const text = linkText && !GENERIC_LINK.test(linkText) ? linkText : (ownTitle ?? fileName);
  if (text.length <= TITLE_MAX) return text;
  const cut = text.lastIndexOf(' ', TITLE_MAX - 1);
  return `${text.slice(0, cut > TITLE_MAX / 2 ? cut : TITLE_MAX - 1)}…`;
}
