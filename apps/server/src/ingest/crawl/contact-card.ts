/**
 * How to reach the business, as its own website says: the phone number, email address and street
 * address that sit in page headers and footers, `tel:`/`mailto:` links and schema.org JSON-LD —
 * the parts of a page the content extraction drops. The agent answers "what's your phone number?"
 * from it and ends every "I don't know" with a way to reach a person.
 */
export interface ContactCard {
  phone?: string;
  email?: string;
  address?: string;
  /** Opening hours, one line each, from schema.org `openingHours`/`openingHoursSpecification` only. */
  hours?: string[];
}

/** What one page offers; the site's card is what most pages agree on (siteContactCard). */
export interface PageContacts {
  phones: string[];
  emails: string[];
  addresses: string[];
  /** The page's JSON-LD opening hours, lines joined by "\n"; absent when it has none. */
  hours?: string;
}

const PHONE_RE = /(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
/**
 * Numbers written outside North America's 3-3-4 ("Ph: 03 9467 1234", "Tel 01234 567890", "M: 0412
 * 345 678", "+44 (0)20 7946 0958"): found where a label or a country code starts one, since a bare
 * run of digits in a footer may be an ABN, a charity number or a postcode. One-letter labels only in
 * capitals with a colon ("T:", "P:", "M:"), so "at 5" or "don't" never label anything.
 */
const PHONE_LABEL_RE = /\b(?:phone|ph|tel|telephone|mob|mobile|cell|call(?: us)?(?: on| at)?)(?: number| no)?\b\.?:?\s*/gi;
const LETTER_PHONE_LABEL_RE = /\b[TPM]:\s*/g;
const COUNTRY_CODE_RE = /(?<![\w+])(?=\+\d)/g;
/**
 * One group of a number's digits, with the one space, dot or dash before it: "(0)", "20", " 7946".
 * What follows a group is no letter and no ".30" ("9am", "8.30am"), and a bracket opened is closed
 * ("(24 hours)" is no group), so what comes after a number is not read into it.
 */
const FIRST_GROUP_RE = /\+?(?:\(\d{1,5}\)|\d{1,12}(?![\p{L}\d]|[.:]\d))/uy;
const NEXT_GROUP_RE = /[ \t\u00a0.-]?(?:\(\d{1,5}\)|\d{1,12}(?![\p{L}\d]|[.:]\d))/uy;
/** Fewer digits is an extension or a year ("9467 1234" has 8). */
const MIN_PHONE_DIGITS = 8;
/**
 * The most digits a number has: with its country code 13 ("+44 20 7946 0958" has 12), written with
 * the trunk 0 11 ("01234 567890"), else 10. More is the number and what follows it ("… 2024 ©").
 */
const maxPhoneDigits = (n: string) => (n.startsWith('+') ? 13 : /^\(?0/.test(n) ? 11 : 10);
/** A day and month or a range of years or hours is no phone number: "12.03.2025", "1998 - 2024", "9.00 - 17.00". */
const NOT_A_PHONE_RE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}\s?[-–]\s?\d{2,4}$|^\d{1,2}[.:]\d\d\s?[-–]\s?\d{1,2}[.:]\d\d$/;
const EMAIL_RE = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
/** "418 Millrace Road, Ashby Crossing, OR 97999": a number, words, a street type, up to a separator. */
/**
 * A street address, its town and region, and a US state and ZIP, a Canadian province and postal
 * code, a UK postcode or an Irish Eircode ("…, North Vancouver, BC V7P 1A2", "…, Pitlochry PH16
 * 5AB"): a town's name never ends inside a postcode (review).
 */
const STREET_RE =
  /\b\d{1,6}\s+(?:[A-Z][\p{L}'.-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Pl|Court|Ct|Highway|Hwy|Parkway|Pkwy|Square|Sq|Terrace|Circle|Row|Pike)\b\.?(?:,?\s+(?:Suite|Ste|Unit|#)\s*[\w-]+)?(?:,\s*(?![A-Z]{2}\s+\d{5})\p{L}[\p{L} .'-]{1,39}(?![\p{L}\d])){0,2}(?:,?\s+(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{2}\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}))?/gu;

const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
const digits = (s: string) => s.replace(/\D/g, '');

/** The phone number that starts at `at`, as long as it can be: its groups, less any that make it too long. */
function numberAt(text: string, at: number): string | null {
  const groups: string[] = [];
  let re = FIRST_GROUP_RE;
  re.lastIndex = at;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    groups.push(m[0]);
    re = NEXT_GROUP_RE;
    re.lastIndex = m.index + m[0].length;
  }
  for (let n = groups.length; n > 0; n--) {
    const phone = groups.slice(0, n).join('');
    const count = digits(phone).length;
    if (count < MIN_PHONE_DIGITS) return null;
    if (count <= maxPhoneDigits(phone) && !NOT_A_PHONE_RE.test(phone)) return tidy(phone);
  }
  return null;
}

/** Every phone number a text shows: North America's format anywhere, others by label or country code. */
function phonesIn(text: string): string[] {
  const found = (text.match(PHONE_RE) ?? []).map(tidy);
  const seen = new Set(found.map((p) => digits(p).slice(-9)));
  const starts = [...text.matchAll(PHONE_LABEL_RE), ...text.matchAll(LETTER_PHONE_LABEL_RE), ...text.matchAll(COUNTRY_CODE_RE)];
  for (const m of starts) {
    const phone = numberAt(text, m.index + m[0].length);
    const key = phone && digits(phone).slice(-9);
    if (phone && key && !seen.has(key)) {
      seen.add(key);
      found.push(phone);
    }
  }
  return found;
}

/** Elements whose text stands on lines of its own; the text of the others runs on ("<span>(541)</span> 555-0142"). */
const BLOCK_TAGS: ReadonlySet<string> = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FOOTER H1 H2 H3 H4 H5 H6 HEADER HR LI NAV OL P SECTION TABLE TD TH TR UL'.split(' '),
);

/**
 * An element's text with a line break around each block inside it: "<p>Tel: 01234 567890</p><p>12
 * High Street</p>" is two lines, not "Tel: 01234 56789012 High Street" (review). Inline elements,
 * entities and comments run on, as a visitor reads them.
 */
function textWithBreaks(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1) return '';
  // Two elements' digits side by side are two things ("<span>…1234</span><span>2024 ©</span>").
  const inner = [...node.childNodes].map(textWithBreaks).reduce((a, b) => a + (/\d$/.test(a) && /^\d/.test(b) ? '\n' : '') + b, '');
  return BLOCK_TAGS.has((node as Element).tagName) ? `\n${inner}\n` : inner;
}

const DAY_CODES: Record<string, string> = { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' };
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Mo-Fr 09:00-17:00" → "Mon–Fri 09:00–17:00" (schema.org openingHours). */
function hoursLine(v: string): string {
  return tidy(v)
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/gi, (d) => DAY_CODES[d.toLowerCase()] ?? d)
    .replace(/([A-Za-z]{3}|\d{1,2}:\d{2})\s*-\s*(?=[A-Za-z]{3}|\d{1,2}:\d{2})/g, '$1–');
}

/** openingHoursSpecification: "Monday–Friday: 09:00–17:00", consecutive days of equal hours joined. */
function specificationLines(specs: unknown[]): string[] {
  const byHours = new Map<string, number[]>();
  for (const spec of specs) {
    if (!spec || typeof spec !== 'object') continue;
    const o = spec as Record<string, unknown>;
    if (typeof o.opens !== 'string' || typeof o.closes !== 'string') continue;
    const days = (Array.isArray(o.dayOfWeek) ? o.dayOfWeek : [o.dayOfWeek])
      .map((d) => (typeof d === 'string' ? WEEK.indexOf(d.replace(/^.*\//, '')) : -1))
      .filter((d) => d >= 0);
    const hours = `${o.opens.slice(0, 5)}–${o.closes.slice(0, 5)}`;
    byHours.set(hours, [...(byHours.get(hours) ?? []), ...days]);
  }
  const lines: { first: number; text: string }[] = [];
  for (const [hours, days] of byHours) {
    const sorted = [...new Set(days)].sort((a, b) => a - b);
    const runs: number[][] = [];
    for (const d of sorted) {
      const run = runs.at(-1);
      if (run && run.at(-1) === d - 1) run.push(d);
      else runs.push([d]);
    }
    const named = runs.map((r) => (r.length > 2 ? `${WEEK[r[0]!]}–${WEEK[r.at(-1)!]}` : r.map((d) => WEEK[d]).join(', ')));
    if (named.length) lines.push({ first: sorted[0]!, text: `${named.join(', ')}: ${hours}` });
  }
  return lines.sort((a, b) => a.first - b.first).map((l) => l.text);
}

function fromJsonLd(document: Document, out: PageContacts): void {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const visit = (node: unknown, depth: number): void => {
      if (!node || typeof node !== 'object' || depth > 4) return;
      if (Array.isArray(node)) return node.forEach((n) => visit(n, depth + 1));
      const o = node as Record<string, unknown>;
      if (typeof o.telephone === 'string') out.phones.push(tidy(o.telephone));
      if (typeof o.email === 'string') out.emails.push(tidy(o.email.replace(/^mailto:/i, '')));
      const a = o.address;
      if (a && typeof a === 'object' && !Array.isArray(a)) {
        const p = a as Record<string, unknown>;
        const parts = [p.streetAddress, p.addressLocality, [p.addressRegion, p.postalCode].filter((x) => typeof x === 'string').join(' ')];
        const text = parts.filter((x): x is string => typeof x === 'string' && x.trim() !== '').join(', ');
        if (text) out.addresses.push(tidy(text));
      } else if (typeof a === 'string') out.addresses.push(tidy(a));
      if (!out.hours) {
        const oh = o.openingHours;
        const spec = o.openingHoursSpecification;
        const lines = (
          typeof oh === 'string' || Array.isArray(oh)
            ? [oh]
                .flat()
                .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
                .map(hoursLine)
            : spec
              ? specificationLines([spec].flat())
              : []
        ).filter((l) => l.length <= 80);
        if (lines.length) out.hours = lines.slice(0, 14).join('\n');
      }
      for (const key of ['@graph', 'location', 'department', 'contactPoint']) visit(o[key], depth + 1);
    };
    visit(data, 0);
  }
}

/** Read before the page's furniture is removed: headers and footers are where these live. */
export function pageContacts(document: Document): PageContacts {
  const out: PageContacts = { phones: [], emails: [], addresses: [] };
  fromJsonLd(document, out);
  for (const a of document.querySelectorAll('a[href^="tel:" i]')) {
    const label = tidy(a.textContent ?? '');
    const first = label.search(/[+(\d]/);
    const shown = phonesIn(label)[0] ?? (first >= 0 ? numberAt(label, first) : null);
    out.phones.push(shown ?? tidy((a.getAttribute('href') ?? '').slice(4)));
  }
  for (const a of document.querySelectorAll('a[href^="mailto:" i]')) {
    const address = (a.getAttribute('href') ?? '').slice(7).split('?')[0] ?? '';
    if (address.includes('@')) out.emails.push(tidy(decodeURIComponent(address)));
  }
  const places = [...document.querySelectorAll('address, footer, header, [class*="contact" i], [id*="contact" i]')];
  for (const el of places) {
    const lines = textWithBreaks(el);
    const text = tidy(lines);
    out.phones.push(...phonesIn(lines));
    out.emails.push(...(text.match(EMAIL_RE) ?? []));
    out.addresses.push(...(text.match(STREET_RE) ?? []).map((s) => tidy(s).replace(/[,.]$/, '')));
  }
  return out;
}

/**
 * The site's card: for each kind, the value the most pages show (a phone number in every footer
 * beats one in a single blog post); equal counts go to the one seen first.
 */
export function siteContactCard(pages: PageContacts[]): ContactCard {
  const pick = (values: (p: PageContacts) => string[], key: (v: string) => string): string | undefined => {
    const seen = new Map<string, { value: string; pages: number; first: number }>();
    pages.forEach((p, i) => {
      // Per page, each value once, in its fullest form ("214 Water Street, Suite 3, …").
      const onPage = new Map<string, string>();
      for (const v of values(p)) {
        const k = key(v);
        const current = onPage.get(k);
        if (k && (!current || v.length > current.length)) onPage.set(k, v);
      }
      for (const [k, v] of onPage) {
        const entry = seen.get(k);
        if (!entry) seen.set(k, { value: v, pages: 1, first: i });
        else {
          entry.pages += 1;
          if (v.length > entry.value.length) entry.value = v;
        }
      }
    });
    return [...seen.values()].sort((a, b) => b.pages - a.pages || a.first - b.first)[0]?.value;
  };
  const card: ContactCard = {
    phone: pick(
      (p) => p.phones,
      // The last nine digits: "+61 3 9467 1234" and "03 9467 1234", "+1 541…" and "541…" are one number.
      (v) => digits(v).slice(-9),
    ),
    email: pick(
      (p) => p.emails,
      (v) => v.toLowerCase(),
    ),
    address: pick(
      (p) => p.addresses,
      (v) => v.toLowerCase().match(/^\d+\s+\S+/)?.[0] ?? '',
    ),
    hours: pick(
      (p) => (p.hours ? [p.hours] : []),
      (v) => v,
    )?.split('\n'),
  };
  return Object.fromEntries(Object.entries(card).filter(([, v]) => v)) as ContactCard;
}
