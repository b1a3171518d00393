import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PassageResult } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { expandShorthand } from '../../lib/chat-shorthand.ts';
import {
  AFTERCARE_RE,
  BREAK_ON_PRICE_RE,
  COME_OUT_TO_AREA,
  FIRST_MEETING_RE,
  GROWN_UPS_RE,
  REFERRED_SOMEONE_RE,
  STOP_SUBSCRIPTION_RE,
  LEAVE_VEHICLE_RE,
  LEAVE_VEHICLE_WORDS,
  ASSISTANCE_ANIMAL_RE,
  REMOTE_VISIT_RE,
  REMOTE_VISIT_WORDS,
  OUTDOOR_SEATING_RE,
  OUTDOOR_SEATING_WORDS,
  RING_PHONE_RE,
  RING_PHONE_WORDS,
  POSTCODE_RE,
  DELIVERED_TO_RE,
  DEADLINE_RE,
  RUNNING_LATE_RE,
  RUNNING_LATE_WORDS,
  SHOW_UP_RE,
  HAND_OVER_RE,
  HAND_OVER_WORDS,
  OUT_OF_WORK_RE,
  OUT_OF_WORK_WORDS,
  HIRE_A_THING_RE,
  QUIET_SPACE_RE,
  QUIET_SPACE_WORDS,
  ATTENDANCE_RE,
  ATTENDANCE_WORDS,
  TIME_ZONE_RE,
  SERVICE_CALL_RE,
  SERVICE_CALL_WORDS,
  SPEAKS_LANGUAGE_RE,
  THREW_UP_RE,
  THREW_UP_WORDS,
  THE_RUNS_RE,
  THE_RUNS_WORDS,
  SCREEN_TIME_RE,
  SCREEN_TIME_WORDS,
  KEEP_BORROWED_RE,
  FAILED_COVERED_RE,
  LEFT_BEHIND_RE,
  LEFT_BEHIND_WORDS,
} from '../../lib/customer-phrases.ts';
import { asksAboutSidePages, isSidePage, SIDE_PAGE_FACTOR } from '../../lib/side-pages.ts';
import { asciiFold } from '../../lib/ascii-fold.ts';
import { readTypos } from './typos.ts';
import { dayInRangeAsked, figureAsked, monthInRangeAsked } from '../answering/index.ts';

/**
 * Customer wording and the words businesses write differ; PostgreSQL's english stemmer can't know
 * that "wifi" is "Wi-Fi" or that "cost" is a "price". Each entry adds the other forms to the query.
 */
const QUERY_SYNONYMS: Record<string, string[]> = {
  wifi: ['wi', 'fi', 'internet', 'wireless'],
  max: ['maximum'],
  maximum: ['max'],
  cost: ['price', 'fee', 'charge', 'rate'],
  price: ['cost', 'fee', 'charge', 'rate'],
  charge: ['price', 'cost', 'fee'],
  much: ['price', 'cost', 'fee'],
  pay: ['payment', 'price', 'billing'],
  payment: ['pay', 'paid', 'accept'],
  payments: ['pay', 'paid', 'accept'],
  park: ['parking'],
  parking: ['park'],
  hours: ['open', 'close', 'hour'],
  open: ['hours'],
  cancel: ['cancellation', 'reschedule'],
  insurance: ['insurer', 'network', 'plan', 'coverage'],
  appointment: ['visit', 'booking', 'book'],
  book: ['appointment', 'schedule'],
  emergency: ['urgent', 'emergencies'],
  kids: ['children', 'child', 'pediatric'],
  starter: ['appetizer', 'appetizers'],
  starters: ['appetizer', 'appetizers'],
  appetizer: ['starter', 'starters'],
  appetizers: ['starter', 'starters'],
  vegetarian: ['veggie', 'vegan'],
  veggie: ['vegetarian'],
  children: ['kids', 'pediatric'],
  phone: ['call', 'number', 'telephone', 'tel', 'contact'],
  email: ['e-mail', 'contact'],
  address: ['located', 'location', 'street', 'contact'],
  where: ['located', 'location', 'address'],
  late: ['overdue'],
  overdue: ['unpaid', 'past', 'due'],
  interest: ['finance'],
  network: ['insurance', 'insurer'],
  spread: ['payment', 'plan', 'monthly'],
  financing: ['payment', 'plan'],
  installments: ['payment', 'plan', 'monthly'],
  paperwork: ['forms', 'form'],
  forms: ['paperwork'],
  online: ['portal', 'website'],
  sterile: ['sterilised', 'sterilized', 'sterilization'],
  swollen: ['swelling'],
  face: ['facial'],
  christmas: ['holiday', 'december'],
  thanksgiving: ['holiday'],
  hiring: ['careers', 'jobs', 'job', 'openings', 'positions', 'apply'],
  hire: ['careers', 'jobs', 'openings'],
  job: ['careers', 'hiring', 'openings'],
  membership: ['member', 'plan'],
  // How long in business, awards, where the business goes: asked in words the pages rarely use.
  around: ['founded', 'established', 'since', 'opened'],
  awards: ['award', 'voted', 'winner', 'best'],
  award: ['awards', 'voted', 'winner', 'best'],
  town: ['area', 'serve', 'miles', 'towns'],
  travel: ['area', 'serve', 'miles'],
  far: ['miles', 'minutes', 'drive'],
  close: ['hours', 'open', 'closed'],
  closed: ['hours', 'open', 'holiday'],
  // "Which days are you shut?": British and Irish for closed.
  shut: ['closed', 'close', 'hours'],
  // "Wednesday nights" on a page that says "Wednesday evenings".
  night: ['evening', 'evenings'],
  nights: ['evening', 'evenings'],
  evening: ['night', 'nights'],
  evenings: ['night', 'nights'],
  checkup: ['exam', 'wellness'],
  shots: ['vaccine', 'vaccines', 'vaccination'],
  vaccines: ['vaccination', 'shots'],
  pup: ['dog', 'puppy', 'pet'],
  puppy: ['dog', 'pet'],
  dog: ['dogs', 'pet', 'pets'],
  cat: ['cats', 'pet', 'pets'],
  upfront: ['deposit', 'advance'],
  deposit: ['upfront', 'advance'],
  amex: ['american', 'express', 'cards', 'credit'],
  refund: ['refunds', 'refunded', 'money'],
  money: ['refund'],
  army: ['military', 'veteran', 'veterans'],
  military: ['veteran', 'veterans'],
  veteran: ['military'],
  celiac: ['gluten'],
  allergic: ['allergy', 'allergen', 'allergens', 'free'],
  warranty: ['guarantee', 'guaranteed', 'covered'],
  guarantee: ['warranty', 'guaranteed'],
  people: ['guests', 'seats', 'seating', 'capacity'],
  ppl: ['people', 'guests', 'seats', 'seating'],
  // Grown-ups and choirs: what customers say for adults and a chorus.
  grownup: ['adult', 'adults'],
  grownups: ['adult', 'adults'],
  choir: ['chorus', 'choral'],
  chorus: ['choir'],
  // Lessons and meetings over video: the page names the app or says "virtual".
  virtual: ['video', 'online', 'zoom', 'remote'],
  zoom: ['video', 'virtual', 'online'],
  facetime: ['video', 'virtual', 'zoom'],
  skype: ['video', 'virtual', 'zoom'],
  snowstorm: ['weather', 'snow', 'storm', 'closings'],
  blizzard: ['weather', 'snow', 'storm', 'closings'],
  // Units: a customer's "75 lbs" and the page's "up to 60 lb" are the same measure.
  lb: ['lbs', 'pound', 'pounds'],
  lbs: ['lb', 'pound', 'pounds'],
  pound: ['lb', 'lbs'],
  pounds: ['lb', 'lbs'],
  kg: ['kilo', 'kilos', 'kilogram', 'kilograms'],
  // A salon's price list: "Gents Cut", "Ladies Cut & Blow Dry" (answering/builtin/synonyms.ts).
  mens: ['gents', 'men'],
  men: ['gents', 'mens'],
  gents: ['mens', 'men'],
  ladies: ['women', 'womens'],
  women: ['ladies'],
  womens: ['ladies', 'women'],
  haircut: ['cut', 'hair'],
  haircuts: ['cut', 'cuts', 'hair'],
  // The engine's photo, clothes and antibiotic groups (answering/builtin/synonyms.ts).
  picture: ['photo', 'photos'],
  pictures: ['photos', 'photo'],
  pic: ['photo', 'photos', 'picture'],
  pics: ['photos', 'photo', 'pictures'],
  photo: ['picture', 'pictures'],
  photos: ['pictures', 'picture'],
  outfit: ['clothes', 'clothing'],
  outfits: ['clothes', 'clothing'],
  amoxicillin: ['antibiotic', 'antibiotics'],
  augmentin: ['antibiotic', 'antibiotics'],
  penicillin: ['antibiotic', 'antibiotics'],
  azithromycin: ['antibiotic', 'antibiotics'],
  cephalexin: ['antibiotic', 'antibiotics'],
  keflex: ['antibiotic', 'antibiotics'],
  inserts: ['orthotics', 'insoles'],
  insoles: ['orthotics', 'inserts'],
  orthotics: ['insoles', 'inserts'],
  kilos: ['kg'],
  mi: ['mile', 'miles'],
  km: ['kilometer', 'kilometers', 'kilometre', 'kilometres'],
  // Hours tables write days short ("Mon–Fri", "Sat 9–3"); customers write them either way.
  ...dayForms(),
};

/** Each day's short forms, and back: not "sun", which is more often the sun. */
function dayForms(): Record<string, string[]> {
  const short: [string, string[]][] = [
    ['monday', ['mon']],
    ['tuesday', ['tue', 'tues']],
    ['wednesday', ['wed']],
    ['thursday', ['thu', 'thur', 'thurs']],
    ['friday', ['fri']],
    ['saturday', ['sat']],
    ['sunday', ['sun']],
  ];
  const out: Record<string, string[]> = {};
  for (const [day, forms] of short) {
    out[day] = forms;
    out[`${day}s`] = forms;
    for (const f of forms) if (f !== 'sun') out[f] = [day];
  }
  return out;
}

/** Letters and digits, joined by "/" or "-" into one compound ("A/C", "X-ray", "COVID-19"). */
const TOKEN = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu;
const DIGITS = /^\p{N}+$/u;
const CAPITALISED = /^\p{Lu}/u;

/**
 * The question's words, folded as passages.tsv is (asciiFold here, sw_fold again in SQL: migration
 * 0011) and cut where PostgreSQL's parser cuts the passages, so that each word's lexemes are the
 * ones the index holds:
 * - "A/C", "24/7": the parser keeps a slash compound as one lexeme ('a/c', never 'a' and 'c'), so
 *   the compound is one word; its parts of two or more characters are words too, for passages that
 *   write them apart ("price/cost").
 * - "X-ray", "wi-fi": the parser indexes each part, and the whole, which is left out here: it
 *   always comes with its parts, and would make the word weigh three times. A number after a
 *   hyphen is a signed integer to the parser ("COVID-19" holds '-19', "9-5" '-5'): here too.
 * - A lone letter is a word only where it names something: in a compound, or right after a word
 *   when either of the two is capitalised ("Plan B", "vitamin C"; not "do u", nor "plan b", which
 *   cannot be told from it). Lone digits always ("Room 3", "5 stars"). A lone letter that is an
 *   English stop word ("a", "I") gives no lexeme, in the question as in the passages.
 */
function questionWords(query: string): string[] {
  const folded = asciiFold(expandShorthand(query));
  const words: string[] = [];
  let previous: { token: string; end: number } | null = null;
  for (const match of folded.matchAll(TOKEN)) {
    const token = match[0];
    const at = match.index;
    if (token.includes('/')) {
      words.push(token);
      words.push(...token.split(/[-/]/).filter((p) => p.length > 1));
    } else {
      let from = at;
      for (const part of token.split('-')) {
        const signed = DIGITS.test(part) && folded[from - 1] === '-';
        const named =
          part.length > 1 ||
          DIGITS.test(part) ||
          token.includes('-') ||
          (previous !== null &&
            /^[ \t]+$/.test(folded.slice(previous.end, at)) &&
            (CAPITALISED.test(previous.token) || CAPITALISED.test(part)));
        if (named) words.push(signed ? `-${part}` : part);
        from += part.length + 1;
      }
    }
    previous = { token, end: at + token.length };
  }
  return words.map((w) => w.toLowerCase()).filter((w) => w.length < 40);
}

/**
 * The word in the other of British and American spelling ("color" ↔ "colour", "center" ↔ "centre"):
 * PostgreSQL's English stemmer keeps them apart, and a business writes one while its customers type
 * either.
 */
function otherSpelling(w: string): string[] {
  let m = /^([a-z]{2,})our(s|ed|ing)?$/.exec(w);
  if (m) return [`${m[1]}or${m[2] ?? ''}`];
  m = /^([a-z]{2,}[^uo])or(s|ed|ing)?$/.exec(w);
  if (m) return [`${m[1]}our${m[2] ?? ''}`];
  m = /^([a-z]{2,}[tb])re(s)?$/.exec(w);
  if (m) return [`${m[1]}er${m[2] ?? ''}`];
  m = /^(cent|theat|met|lit|fib)er(s)?$/.exec(w);
  return m ? [`${m[1]}re${m[2] ?? ''}`] : [];
}

/**
 * Words of a question, each with the extra words its synonyms add (weighted lower: they are
 * guesses). A synonym that is itself one of the words stays a word.
 */
export function toSearchGroups(query: string): { words: string[]; synonymsOf: string[][] } {
  const words = [...new Set(questionWords(query))].slice(0, 30);
  const seen = new Set<string>();
  const synonymsOf = words.map((w) => {
    const own: string[] = [];
    for (const s of [...(QUERY_SYNONYMS[w] ?? []), ...otherSpelling(w)]) {
      if (words.includes(s) || seen.has(s) || seen.size >= 30) continue;
      seen.add(s);
      own.push(s);
    }
    return own;
  });
  // A phrase that asks for something no word of it names ("how long have you been in business")
  // adds the word pages use for it as a word of its own, with that word's other forms.
  const lower = asciiFold(expandShorthand(query)).toLowerCase();
  for (const {
    re,
    words: [word, ...others],
    absorbs,
  } of QUERY_PHRASES) {
    if (!re.test(lower) || words.includes(word!) || words.length >= 30) continue;
    // "how LONG have you been in BUSINESS" is not about long things or business.
    for (const a of absorbs) {
      const at = words.indexOf(a);
      if (at >= 0) {
        words.splice(at, 1);
        synonymsOf.splice(at, 1);
      }
    }
    words.push(word!);
    synonymsOf.push(others.filter((o) => !words.includes(o)));
  }
  return { words, synonymsOf };
}

/** Phrases of customers' questions, and the words (first: the main one) pages say them with. */
const QUERY_PHRASES: { re: RegExp; words: string[]; absorbs: string[] }[] = [
  {
    re: /\bbeen (?:around|in business|open)\b|\bhow old (?:is|are) (?:the|your|ur) (?:business|company|firm|shop|practice|clinic)\b/,
    words: ['founded', 'established', 'since', 'opened', 'history'],
    absorbs: ['long', 'around', 'business', 'old'],
  },
  {
    re: new RegExp(String.raw`${COME_OUT_TO_AREA}|\b(?:do|will) (?:you|u) (?:serve|cover|travel|service)\b|\bservice area\b`),
    words: ['area', 'serve', 'miles'],
    absorbs: ['come'],
  },
  {
    re: /\bwhere (?:are|r) (?:you|u|ya)\b|\bhow do i (?:get|find) (?:to )?(?:you|u)\b/,
    words: ['located', 'address', 'street', 'directions'],
    absorbs: [],
  },
  { re: /\bmoney back\b/, words: ['refund', 'refunds'], absorbs: ['money', 'back'] },
  // lib/customer-phrases.ts: shared with the built-in engine.
  { re: GROWN_UPS_RE, words: ['adult', 'adults'], absorbs: ['grown', 'ups'] },
  { re: BREAK_ON_PRICE_RE, words: ['discount', 'discounts', 'off'], absorbs: ['break'] },
  { re: REMOTE_VISIT_RE, words: ['virtual', 'video', 'online', 'zoom', 'remote'], absorbs: REMOTE_VISIT_WORDS },
  { re: REFERRED_SOMEONE_RE, words: ['referral', 'referred', 'refer'], absorbs: [] },
  { re: SPEAKS_LANGUAGE_RE, words: ['languages', 'language', 'interpreter', 'bilingual'], absorbs: [] },
  { re: SHOW_UP_RE, words: ['arrive', 'arrival', 'arrives'], absorbs: ['show', 'turn'] },
  { re: HAND_OVER_RE, words: ['transfer', 'transferred', 'transferable'], absorbs: HAND_OVER_WORDS },
  { re: OUT_OF_WORK_RE, words: ['unemployed', 'unemployment'], absorbs: OUT_OF_WORK_WORDS },
  { re: HIRE_A_THING_RE, words: ['rental', 'hire', 'rent', 'rentals', 'hired'], absorbs: ['hire', 'hiring'] },
  { re: QUIET_SPACE_RE, words: ['quiet', 'sensory'], absorbs: QUIET_SPACE_WORDS },
  { re: ATTENDANCE_RE, words: ['attendees', 'attendance', 'attendee'], absorbs: ATTENDANCE_WORDS },
  {
    re: TIME_ZONE_RE,
    // Not "est": "Est. 1985" is when a business began.
    words: ['zone', 'eastern', 'pacific', 'central', 'mountain', 'utc', 'gmt', 'edt', 'pdt', 'pst', 'bst', 'cet'],
    absorbs: [],
  },
  { re: AFTERCARE_RE, words: ['extended', 'aftercare', 'care'], absorbs: ['aftercare'] },
  { re: STOP_SUBSCRIPTION_RE, words: ['cancel', 'cancellation', 'cancelled'], absorbs: ['stop', 'end', 'quit', 'leave'] },
  { re: LEAVE_VEHICLE_RE, words: ['parking', 'park'], absorbs: LEAVE_VEHICLE_WORDS },
  { re: ASSISTANCE_ANIMAL_RE, words: ['assistance', 'guide', 'animals'], absorbs: [] },
  { re: RING_PHONE_RE, words: ['phone', 'call', 'telephone'], absorbs: RING_PHONE_WORDS },
  {
    re: DELIVERED_TO_RE,
    words: ['delivery', 'deliver', 'doordash', 'grubhub', 'deliveroo'],
    absorbs: ['brought', 'bring', 'house', 'home', 'door', 'place'],
  },
  { re: DEADLINE_RE, words: ['deadline', 'later', 'closing'], absorbs: [] },
  // The page's own "postcode" stays asked; a sat nav's "sat" is no Saturday, a code no discount code.
  {
    re: POSTCODE_RE,
    words: ['address', 'located', 'location', 'street', 'directions'],
    absorbs: ['sat', 'nav', 'navs', 'gps', 'code', 'codes'],
  },
  { re: RUNNING_LATE_RE, words: ['late', 'arrive', 'arrival', 'wait'], absorbs: RUNNING_LATE_WORDS },
  { re: FIRST_MEETING_RE, words: ['consultation', 'consultations', 'consult'], absorbs: ['meeting', 'meetings', 'mtg'] },
  { re: SERVICE_CALL_RE, words: ['diagnostic', 'service', 'callout', 'visit'], absorbs: SERVICE_CALL_WORDS },
  { re: THREW_UP_RE, words: ['vomiting', 'vomit', 'vomits', 'vomited'], absorbs: [...THREW_UP_WORDS, 'up'] },
  { re: THE_RUNS_RE, words: ['diarrhea', 'diarrhoea'], absorbs: THE_RUNS_WORDS },
  { re: SCREEN_TIME_RE, words: ['screen', 'screens'], absorbs: SCREEN_TIME_WORDS },
  { re: KEEP_BORROWED_RE, words: ['loan', 'loans', 'borrow'], absorbs: [] },
  { re: FAILED_COVERED_RE, words: ['guarantee', 'guaranteed', 'warranty'], absorbs: [] },
  { re: LEFT_BEHIND_RE, words: ['lost', 'found'], absorbs: LEFT_BEHIND_WORDS },
  // "Sit outside" is not about what is outside the county: the patio, or a page's "outdoor seating".
  {
    re: OUTDOOR_SEATING_RE,
    words: [...OUTDOOR_SEATING_WORDS, 'outdoor', 'outdoors', 'seating'],
    absorbs: ['sit', 'sitting', 'eat', 'eating', 'dine', 'dining', 'outside', 'outdoor', 'outdoors', 'seating', 'seats', 'tables'],
  },
];

/** A PostgreSQL text[] literal (one bound parameter, the same on node-postgres and PGlite). */
function pgTextArray(items: string[]): string {
  return `{${items.map((i) => `"${i.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * More candidates planned for than passages asked for (lib/side-pages.ts weighs careers and privacy
 * pages down). Only the candidate planning reads it: the statement still ranks just the passages
 * asked for, so a side page weighed down moves down among them and makes no room. Ranking these 4
 * more as well was measured in stop 34 and not adopted (docs/QUALITY.md: tuning half one more wrong).
 */
const SIDE_PAGE_SLACK = 4;
/**
 * A passage stating the kind of figure the question asks for ("how much…" and a "$279") ranks
 * this much higher among those BM25 found: tuning half +2 right answers, +1 wrong, hit@3 286 → 291
 * of 353; 1.1 to 1.5 did about the same (decision 043).
 */
const ASKED_FIGURE_FACTOR = 1.2;
/**
 * A question about the business's hours on a weekday ("what time do you close on saturday"), and a
 * passage stating that day inside a range with a time ("Thursday-Sunday: 8am - 8pm"): it ranks this
 * much higher. The range holds no word of the day, so BM25 alone put a blog post saying "close
 * contact" and menu items "available Saturdays" first (a real café's site, stop 34). Which
 * questions and passages qualify: answering's dayInRangeAsked.
 */
const DAY_IN_RANGE_FACTOR = 3;
/** …and so many more passages are ranked for it to be found among. */
const DAY_IN_RANGE_SLACK = 8;
/**
 * A question naming a month ("the hayloft suite in july"), and a passage holding that month inside
 * a range ("Summer (May 1 – Sep 14): $339"): it ranks this much higher, among as many more
 * passages as for a day. The rate sheet's row names no July, so BM25 put it seventh of eight;
 * 1.5 did not lift it, 3 (as for a day) did, and changed no other answer of the tuning half.
 */
const MONTH_IN_RANGE_FACTOR = 3;
/** Candidates come from the rarest words while their passages number at most this many. */
const CANDIDATE_BUDGET = 400;
/** In a large business, candidates are read from the tiers up to this many. */
const CANDIDATES = 200;
/**
 * …and a lower tier (passages holding fewer of the rarest words) is only read while fewer than this
 * many (or three times the passages asked for, if more) are in hand. Reading the next tier costs
 * up to six more GIN conjunctions (2–5 ms at 100k passages); stopping at 25 instead of 200 left the
 * bench's answer ranks as they were, at 100k passages (decision 014).
 */
const ENOUGH = 25;
/**
 * Question words (each with its synonyms) whose co-occurrence picks the candidates in a large
 * business. Each extra one multiplies the conjunctions a tier may run (4 → at most 6 per tier).
 */
const TIER_GROUPS = 4;
const K1 = 1.2;
const B = 0.75;

const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;

/** All k-element subsets of items (k ≤ items.length ≤ TIER_GROUPS, so at most 6 of them). */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

/** A tsquery text matching passages that hold every group (each group: any of its lexemes). */
function conjunction(groups: string[][]): string {
  return groups.map((g) => (g.length === 1 ? quoteLexeme(g[0]!) : `(${g.map(quoteLexeme).join(' | ')})`)).join(' & ');
}

/**
 * What ranking needs to know about one business, as of one version of its term_stats. The version
 * is the `xmin` of the business's passage-count row (lexeme ''): every change to term_stats
 * (term-stats.ts: adding or removing a source's terms, a rebuild) writes that row again, so a new
 * transaction id means new statistics. Null when the business has no passages.
 */
interface BusinessStats {
  version: string | null;
  n: number;
  df: Map<string, number>;
  /** Question words read as typos of the business's words, or as none (typos.ts). */
  typos: Map<string, string | null>;
}

/**
 * Per database handle (business ids repeat across databases, e.g. test apps): each business's
 * statistics last seen, and the english stems of words. Stemming is a pure function of the word
 * (the 'english' configuration that also builds passages.tsv). The statistics are never trusted on
 * their own: the statement that reads the candidates also reads the current version, in the same
 * snapshot, and a search whose statistics turn out older is done again with fresh ones. So this
 * cache, in any process, ranks with exactly what a lookup would have returned; it only saves the
 * lookup's round trip (about 0.6 ms of a search at 100k passages).
 */
interface RetrievalCache {
  stems: Map<string, string[]>;
  businesses: Map<number, BusinessStats>;
}
const caches = new WeakMap<Db, RetrievalCache>();
/** Bounds, so a stream of made-up words or businesses cannot grow the process without limit. */
const MAX_STEMS = 20_000;
const MAX_BUSINESSES = 1_000;
const MAX_LEXEMES_PER_BUSINESS = 20_000;
/** Searches whose statistics changed under them are redone at most this often, then answered. */
const MAX_STALE_RETRIES = 2;

function cacheFor(db: Db): RetrievalCache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { stems: new Map(), businesses: new Map() }));
  return c;
}

/** The statistics for these terms from the cache, when it knows all of them. */
function cachedStats(cache: RetrievalCache, businessId: number, terms: string[]): { stats: BusinessStats; lexemesOf: string[][] } | null {
  const stats = cache.businesses.get(businessId);
  if (!stats) return null;
  const lexemesOf: string[][] = [];
  for (const term of terms) {
    const lexemes = cache.stems.get(term);
    if (!lexemes || lexemes.some((l) => !stats.df.has(l))) return null;
    lexemesOf.push(lexemes);
  }
  // Least recently used goes first when the map is full.
  cache.businesses.delete(businessId);
  cache.businesses.set(businessId, stats);
  return { stats, lexemesOf };
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * Runs a statement of this module. On PostgreSQL it is a named prepared statement (named after its
 * text, so a name never changes meaning): after its first five executions on a connection,
 * PostgreSQL runs its generic plan instead of planning it again, and planning the tiers' statement
 * (up to 15 GIN conjunctions) took 1.5 ms, longer than its round trip. The texts vary only with the
 * path (few or many candidates), the number of word groups and the passages asked for; every word
 * and the business are bound parameters. On PGlite (one connection in this process) or inside a
 * transaction, an ordinary statement.
 */
async function run<T>(db: Db, statement: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (db.execute(statement) as Promise<unknown> as Promise<{ rows: T[] }>).then((r) => r.rows);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let name = statementNames.get(text);
  if (!name) {
    name = `sw_retrieval_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return (await client.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
}

type StatRow = { ord: number; lexeme: string | null; df: number; version: string | null; n: number | null };

/**
 * Stems the terms and looks up their document frequencies and the business's passage count and
 * statistics version, in one statement, and remembers them.
 */
async function fetchStats(db: Db, cache: RetrievalCache, businessId: number, terms: string[]) {
  // Document frequencies come from term_stats, kept up to date at ingestion: no counting here.
  // Looked up one lexeme at a time (scalar subqueries): as a join of bound arrays, the planner
  // guessed 100 rows and hashed all of term_stats (130k rows at 100k passages, 50 ms).
  const rows = await run<StatRow>(
    db,
    sql`
    SELECT i.ord::int AS ord, l.lexeme,
      coalesce((SELECT df FROM term_stats WHERE business_id = ${businessId} AND lexeme = l.lexeme), 0) AS df,
      (SELECT xmin::text FROM term_stats WHERE business_id = ${businessId} AND lexeme = '') AS version,
      (SELECT df FROM term_stats WHERE business_id = ${businessId} AND lexeme = '') AS n
    FROM unnest(${pgTextArray(terms)}::text[]) WITH ORDINALITY AS i(term, ord)
    LEFT JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', sw_fold(i.term)))) AS l(lexeme) ON true`,
  );
  const lexemesOf = terms.map((): string[] => []);
  const df = new Map<string, number>();
  for (const r of rows) {
    if (r.lexeme == null) continue;
    lexemesOf[Number(r.ord) - 1]!.push(r.lexeme);
    df.set(r.lexeme, Number(r.df));
  }
  const version = rows[0]?.version ?? null;
  const n = Number(rows[0]?.n ?? 0);
  if (cache.stems.size + terms.length > MAX_STEMS) cache.stems.clear();
  terms.forEach((t, i) => cache.stems.set(t, lexemesOf[i]!));
  const known = cache.businesses.get(businessId);
  let stats: BusinessStats;
  if (known && known.version === version && known.df.size + df.size <= MAX_LEXEMES_PER_BUSINESS) {
    for (const [l, d] of df) known.df.set(l, d);
    stats = known;
    cache.businesses.delete(businessId);
  } else stats = { version, n, df, typos: new Map() };
  if (cache.businesses.size >= MAX_BUSINESSES) cache.businesses.delete(cache.businesses.keys().next().value!);
  cache.businesses.set(businessId, stats);
  return { stats, lexemesOf };
}

/**
 * The best passages of one business for a question. PostgreSQL's full-text index finds the
 * candidates; they are then ranked by BM25, whose term weights come from how many of this
 * business's passages hold each word — so "overdue" outweighs "fee" in a price list. Never looks
 * at another business's rows: the business filter is in every query.
 *
 * Candidates: when the passages holding the question's rarest words are few (any business of a few
 * thousand passages), all of them. Otherwise reading every passage that holds a common word
 * ("saturday" in 9% of 100k passages) costs a heap visit each, 15 ms before any ranking; so the
 * GIN index (which intersects posting lists without touching the table) is asked for passages
 * holding all of the question's rarest words, then all but one, and so on, until 200 are in hand:
 * the passages that cover most of the question are the ones BM25 ranks first anyway.
 *
 * One round trip (docs/decisions/014): a single statement reads the candidates, ranks them and
 * returns the texts of the best, with the version of the statistics it was given, read in the same
 * snapshot. The statistics come from the cache, or from one more statement before it when a word
 * is new to the cache; a search whose statistics turn out older is done again with fresh ones.
 */
export async function searchPassages(db: Db, opts: { businessId: number; query: string; limit: number }): Promise<PassageResult[]> {
  const { words, synonymsOf } = toSearchGroups(opts.query);
  if (!words.length) return [];
  const groupOf: number[] = [];
  const terms: string[] = [];
  const isSynonym: boolean[] = [];
  words.forEach((w, i) => {
    groupOf.push(i);
    terms.push(w);
    isSynonym.push(false);
    for (const s of synonymsOf[i]!) {
      groupOf.push(i);
      terms.push(s);
      isSynonym.push(true);
    }
  });
  const statesDay = dayInRangeAsked(opts.query);
  const holdsMonth = monthInRangeAsked(opts.query);
  const cache = cacheFor(db);
  for (let attempt = 0, fresh = false; ; attempt++) {
    const cached = fresh ? null : cachedStats(cache, opts.businessId, terms);
    const { stats, lexemesOf: own } = cached ?? (await fetchStats(db, cache, opts.businessId, terms));
    const lexemesOf = await readTypos((s) => run(db, s), opts.businessId, stats, terms, own, isSynonym);
    const plan = planSearch({ ...opts, limit: opts.limit + SIDE_PAGE_SLACK }, stats, terms, lexemesOf, groupOf, isSynonym);
    if (!plan) {
      // "Nothing to find" is only believed from a fresh lookup: the business may have new passages.
      if (cached) {
        fresh = true;
        continue;
      }
      return [];
    }
    // An hours table ranked below the passages that say the day's name must be in hand to rise.
    const rows = await run<Ranked>(
      db,
      rankedStatement(statesDay || holdsMonth ? { ...opts, limit: opts.limit + DAY_IN_RANGE_SLACK } : opts, plan),
    );
    // The version is read in the candidates' own snapshot (ids are positive: -1 marks its row).
    const version = rows.find((r) => r.id === -1)?.version ?? null;
    if (version !== stats.version && attempt < MAX_STALE_RETRIES) {
      cache.businesses.delete(opts.businessId);
      fresh = true;
      continue;
    }
    const aboutSidePages = asksAboutSidePages(opts.query);
    const statesFigure = figureAsked(opts.query);
    return rows
      .filter((r) => r.id !== -1)
      .map((r) => {
        const score =
          Number(r.score) *
          (!aboutSidePages && isSidePage(r) ? SIDE_PAGE_FACTOR : 1) *
          (statesFigure?.(r.content) ? ASKED_FIGURE_FACTOR : 1) *
          (statesDay?.(r.content) ? DAY_IN_RANGE_FACTOR : 1) *
          (holdsMonth?.(r.content) ? MONTH_IN_RANGE_FACTOR : 1);
        return { id: r.id, sourceId: r.sourceId, title: r.title, url: r.url, content: r.content, score };
      })
      .sort((x, y) => y.score - x.score || x.id - y.id)
      .slice(0, opts.limit);
  }
}

type Ranked = { id: number; score: number; sourceId: number; title: string; url: string | null; content: string; version: string | null };
/** A float8 constant: written as JavaScript prints it, so PostgreSQL computes with the same double. */
const f8 = (x: number) => sql.raw(`${x}::float8`);

/**
 * BM25 over the candidates, in the statement that reads them, and the texts of the best: only
 * those come back (a few kB), where the candidates' lexemes (200 rows) were parsed in Node and the
 * texts fetched in another round trip. Same formula, same weights (computed here from the
 * statistics, bound as parameters), same order (score, then id); sums may be added in another
 * order, so scores can differ in the last bit. Plus the statistics version of the business.
 */
function rankedStatement(opts: { businessId: number; limit: number }, plan: { weight: Map<string, number>; candidates: SQL }): SQL {
  const lexemes = pgTextArray([...plan.weight.keys()]);
  const weights = `{${[...plan.weight.values()].join(',')}}`;
  const totalWeight = [...plan.weight.values()].reduce((a, b) => a + b, 0) || 1;
  return sql`WITH candidates AS MATERIALIZED (${plan.candidates}),
    w AS (SELECT * FROM unnest((SELECT ${lexemes}::text[]), (SELECT ${weights}::float8[])) AS w(lexeme, weight)),
    d AS (SELECT coalesce(sum(len)::float8 / nullif(count(*), 0), 1::float8) AS avgdl FROM candidates),
    scored AS (
      SELECT c.id,
        sum((w.weight * (h.tf * ${f8(K1 + 1)})) / (h.tf + ${f8(K1)} * (${f8(1 - B)} + (${f8(B)} * c.len) / d.avgdl)))
          * (1::float8 + sum(w.weight) / ${totalWeight}::float8) AS score
      FROM candidates c CROSS JOIN d
      CROSS JOIN LATERAL (SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf FROM unnest(c.hits) AS u) AS h
      JOIN w ON w.lexeme = h.lexeme
      GROUP BY c.id
    ),
    best AS (SELECT id, score FROM scored ORDER BY score DESC, id LIMIT (SELECT ${opts.limit}::int))
    SELECT -1 AS id, NULL::float8 AS score, NULL::int AS "sourceId", NULL::text AS title, NULL::text AS url, NULL::text AS content,
      (SELECT xmin::text FROM term_stats WHERE business_id = ${opts.businessId} AND lexeme = '') AS version
    UNION ALL
    SELECT p.id, best.score, p.source_id, p.title, p.url, p.content, NULL FROM best JOIN passages p ON p.id = best.id AND p.business_id = ${opts.businessId}`;
}

/**
 * The term weights, and the statement that reads the candidates; null when no word of the
 * question is in any of the business's passages.
 */
function planSearch(
  opts: { businessId: number; limit: number },
  stats: BusinessStats,
  terms: string[],
  lexemesOf: string[][],
  groupOf: number[],
  isSynonym: boolean[],
): { weight: Map<string, number>; candidates: SQL } | null {
  const { businessId } = opts;
  const found: { lexeme: string; grp: number; synonym: boolean; df: number }[] = [];
  terms.forEach((_, i) => {
    for (const lexeme of lexemesOf[i]!) {
      const df = stats.df.get(lexeme) ?? 0;
      if (df > 0) found.push({ lexeme, grp: groupOf[i]!, synonym: isSynonym[i]!, df });
    }
  });
  if (!found.length) return null;
  const n = Math.max(stats.n, 1);
  // A lexeme both asked for and added as a synonym counts as asked for.
  const dfOf = new Map<string, number>();
  const asked = new Set<string>();
  for (const r of found) {
    dfOf.set(r.lexeme, r.df);
    if (!r.synonym) asked.add(r.lexeme);
  }
  const weight = new Map(
    [...dfOf].map(([lexeme, df]) => [lexeme, (asked.has(lexeme) ? 1 : 0.5) * Math.log(1 + (n - df + 0.5) / (df + 0.5))]),
  );
  // Candidates: every passage holding one of the rarest words, as long as those are few; ranking
  // every passage that holds any word ("come", "open") was most of the time at 100k passages.
  const byRarity = [...dfOf].sort((a, b) => a[1] - b[1]);
  const chosen: string[] = [];
  let matches = 0;
  for (const [lexeme, df] of byRarity) {
    if (chosen.length && matches + df > CANDIDATE_BUDGET) break;
    chosen.push(lexeme);
    matches += df;
  }
  // Each candidate keeps only the question's lexemes with their positions (setweight marks them,
  // ts_filter keeps them) and its length in distinct lexemes: whole term vectors were a third of
  // the query time.
  const lexemes = pgTextArray([...weight.keys()]);
  const columns = sql`id, ts_filter(setweight(tsv, 'A', ${lexemes}::text[]), '{a}') AS hits, length(tsv) AS len`;
  if (matches <= CANDIDATE_BUDGET) {
    const any = chosen.map(quoteLexeme).join(' | ');
    return {
      weight,
      candidates: sql`SELECT ${columns} FROM passages WHERE business_id = ${businessId} AND tsv @@ to_tsquery('simple', ${any}) LIMIT ${CANDIDATE_BUDGET + 1}`,
    };
  }
  // The question's words as groups (a word or any of its synonyms), the rarest first.
  const groups = new Map<number, { lexemes: Set<string>; df: number }>();
  for (const r of found) {
    const g = groups.get(r.grp) ?? { lexemes: new Set<string>(), df: Infinity };
    g.lexemes.add(r.lexeme);
    if (!r.synonym) g.df = Math.min(g.df, r.df);
    groups.set(r.grp, g);
  }
  // A group found only through synonyms ranks by them (they are half as sure).
  for (const g of groups.values()) if (g.df === Infinity) g.df = 2 * Math.min(...[...g.lexemes].map((l) => dfOf.get(l)!));
  const tiers = [...groups.values()]
    .sort((a, b) => a.df - b.df)
    .slice(0, TIER_GROUPS)
    .map((g) => [...g.lexemes]);
  // Tier k: one conjunction per k-subset of the groups, from all the groups down to single ones.
  // GIN drives a conjunction by its rarest posting list and skips through the others, where a
  // single "k of n" disjunction made it test every passage holding any of the words (~10 ms for
  // common ones). All tiers are one statement, each a materialized CTE: a tier runs only while fewer
  // than ENOUGH candidates are in hand (a one-time filter, so its GIN scans never start otherwise),
  // and takes at most what is left of CANDIDATES. A subset leaves out the passages holding another
  // of the groups: those held a larger subset, all of which were read (its tier stopped short of
  // its limit, or no lower tier would run), so each passage comes once. Before, each tier was a
  // statement of its own that left out the ids already taken: same candidates (when ENOUGH is
  // CANDIDATES), up to three more round trips.
  // Every query text is behind a sub-select (an InitPlan): planning such a statement costs ~0.1 ms
  // a part (1.5 ms for 4 groups), so it must run on PostgreSQL's generic plan of the prepared
  // statement (see run), and PostgreSQL keeps planning each execution when the values it can see
  // make custom plans look cheaper. Hidden, they cannot; the plan is the same either way.
  // Our constants are written into the text (the statement is per number of groups anyway).
  const limit = sql.raw(String(CANDIDATES));
  const wanted = Number.isFinite(opts.limit) ? Math.trunc(opts.limit) : 0;
  const enough = sql.raw(String(Math.min(CANDIDATES, Math.max(ENOUGH, 3 * wanted))));
  const tierSql: SQL[] = [];
  const names: string[] = [];
  for (let k = tiers.length; k >= 1; k--) {
    const parts = subsets(tiers, k).map((subset) => {
      const others = tiers.filter((g) => !subset.includes(g)).flat();
      const unmatched = others.length ? sql` AND NOT tsv @@ (SELECT to_tsquery('simple', ${others.map(quoteLexeme).join(' | ')}))` : sql``;
      return sql`(SELECT ${columns} FROM passages WHERE business_id = ${businessId} AND tsv @@ (SELECT to_tsquery('simple', ${conjunction(subset)}))${unmatched} LIMIT ${limit})`;
    });
    const union = sql.join(parts, sql` UNION ALL `);
    const name = sql.raw(`t${k}`);
    if (!names.length) tierSql.push(sql`${name} AS MATERIALIZED (SELECT * FROM (${union}) AS p LIMIT ${limit})`);
    else {
      const taken = sql.raw(names.map((t) => `(SELECT count(*) FROM ${t})`).join(' + '));
      tierSql.push(
        sql`${name} AS MATERIALIZED (SELECT * FROM (${union}) AS p WHERE ${taken} < ${enough} LIMIT greatest(0, ${limit} - (${taken})))`,
      );
    }
    names.push(`t${k}`);
  }
  return {
    weight,
    candidates: sql`WITH ${sql.join(tierSql, sql`, `)} ${sql.raw(names.map((t) => `SELECT * FROM ${t}`).join(' UNION ALL '))}`,
  };
}
