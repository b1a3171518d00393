import { asciiFold } from '../../../lib/ascii-fold.ts';
import { stem } from './stem.ts';
import { conceptOfWord, memberOf, phraseConcepts } from './synonyms.ts';

export { stem };

/**
 * Word handling for the built-in engine: folding, stop words, a light stemmer and the "term key"
 * that matching works on (a synonym concept like "price" or else the stem). Deliberately small
 * and predictable: tests assert on exact answers, so every rule here has to be explainable.
 */

/** Function words: never evidence that a sentence is about what was asked. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are aren arent as at be because been before being
  below between both but by can cannot could couldn did didn didnt do does doesn doesnt doing don dont down
  during each few for from further had hadn has hasn have haven having he her here hers herself him himself
  his how hows i if im ive id ill hes shes cant til till in into is isn isnt it its itself just let lets me more most my myself no nor not
  now of off on once only or other our ours ourselves out over own same shan she should shouldn so some such
  than that thats the their theirs them themselves then there theres these they theyre this those through to
  too under until up upon us very was wasn we were weren what whats when whens where wheres which while who
  whos whom why whys will with wont would wouldn you youd youll youre youve your yours yourself
  yourselves u ur ya yall also etc per via may might must shall okay ok yes yeah hey hi hello please pls plz
  thanks thank thx`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words people wrap their questions in ("can you tell me", "I was wondering", "do you guys
 * usually…"): common in chat, but they say nothing about the topic, so they neither help a
 * sentence match nor count against it when missing.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  `actually anyone anything anyway around ask asking basically come coming currently does doing even ever
  exactly get gets getting go goes going gonna got guy guys happen happens happened help kind kinds know
  like likely look looking lot lots make makes making maybe mean much need needs offer offers offered one
  ones possible pretty probably quick quickly question questions real really regular regularly right say
  something sort still sure take takes taking tell thing things think usual usually want wanted wants way
  well wonder wondering would normal normally typical typically standard general generally able also
  available info information whats wanna gotta provide provides providing carry carries see local nearby
  heard hear told kinda sorta super extremely totally lol lmao haha omg btw tbh anywhere somewhere anyplace
  someplace else instead otherwise`
    .split(/\s+/)
    .filter(Boolean),
);

/** Time words: useful when present, but rarely what a question is about. Weighed lightly. */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `day days today tomorrow tonight yesterday week weeks month months year years time times morning afternoon
  evening night date first last next new old ago soon early late`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words about the asker's situation rather than what they ask ("my son knocked out a tooth",
 * "a big treatment", "which companies"): weighed lightly, like time words, so a sentence that
 * answers the question is not held against for not repeating them.
 */
export const SITUATION_WORDS: ReadonlySet<string> = new Set(
  `son sons daughter daughters mom moms mum mums mother mothers dad dads father fathers parent parents wife
  husband partner spouse boyfriend girlfriend friend friends neighbour neighbours neighbor neighbors brother
  brothers sister sisters grandma grandpa grandmother grandfather grandparents aunt uncle cousin roommate
  coworker colleague boss family myself himself herself themselves
  big bigger biggest small smaller smallest large larger huge tiny little whole entire several many various
  different particular specific certain extra same other another few lots much good bad better best worse
  worst nice great fine okay real actual exact simple basic serious major minor quite rather somewhat
  company companies place places stuff thing things person people someone somebody anybody everybody`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-case ASCII, apostrophes dropped ("what's" → "whats", "Joe's" → "joes"). */
export function normalize(text: string): string {
  return asciiFold(text).toLowerCase().replace(/'/g, '');
}

/**
 * Raw word tokens. Hyphenated and slashed compounds give both the joined form and the parts,
 * so "Wi-Fi" matches "wifi" and "in-office" still matches "office". Prices keep their cents
 * ("112.00" → "112.00" and "112") so a question quoting "112" finds "$112.00".
 */
export function words(text: string): string[] {
  return wordTokens(text).map((w) => w.word);
}

/** A plural noun after a digit makes the digit a count ("3 kids"), not a name ("Route 7 turn"). */
const COUNTED_RE = /^(?:[a-z]{2,}[^su]s|people|ppl|children|men|women|feet|teeth)$/;
/** Verbs that look plural after a name: "Room 3 sleeps 4", "Plan 2 costs $40". */
const VERBS_IN_S: ReadonlySet<string> = new Set(
  `sleeps costs closes opens includes holds fits runs starts ends takes gets needs comes goes offers allows
  accommodates features makes stays works serves sits has gives leaves shows covers pays charges meets`
    .split(/\s+/)
    .filter(Boolean),
);

/** A fraction of a size or an amount: "1/2", "3/4", "1/16". */
const FRACTION_RE = /^[1-9]\d?\/(?:2|3|4|8|16|32)$/;

/**
 * A word a lone letter or digit can name something with ("Plan B", "Room 3"): not a function or
 * filler word ("like 2:30", "like H&R Block"), a number, or a month ("Jan 2" is a date).
 */
function namesNext(word: string): boolean {
  return !STOP_WORDS.has(word) && !FILLER_WORDS.has(word) && !/^\d+$/.test(word) && !MONTH_RE.test(word) && !DAY_RE.test(word);
}

/**
 * Days as hours tables write them: "Mon–Wed 9–5", "Tue, Thu". Each is its day's word, so that
 * "open wednesday?" finds "Wed", and "Wed" is not the stem of "wedding". "Wed" and "Sat" are days
 * only beside another day or a figure ("Sat 9–3", "Wed & Thu") or after "open", "on", "this"…
 * ("can we get wed in june", "we sat down"), and not in capitals ("the SAT"); "Sun" only beside
 * another day or a clock time ("Sat & Sun", "Sun 10am–4pm"): "sun deck", "on sun loungers" (review).
 */
const DAY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  weds: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};
export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** "Fri 8 am", "Sat 9": a day before a number is when, not a name. */
const DAY_RE = new RegExp(`^(?:${Object.keys(DAY_ABBREVIATIONS).join('|')})$|^(?:${WEEK.join('|')})s?$`);
const DAY_WORD = `(${[...Object.keys(DAY_ABBREVIATIONS), ...WEEK].join('|')})`;
const DAY_RANGE_RE = new RegExp(`\\b${DAY_WORD}s?\\.?\\s*(?:-|–|—|to|through|thru|until|till)\\s*${DAY_WORD}s?\\b`, 'g');
/** "Yoga has moved from Monday to Thursday": a change of day, not the days between (review). */
const MOVED_FROM_RE = /\b(?:mov|chang|switch|reschedul|postpon|shift|swap)\w*\b[^.!?]{0,40}\bfrom\s*$/;

/**
 * The days a range leaves unsaid: "Monday to Friday 8–5" is open on Thursday too, and a customer
 * asking about Thursday is asking about it.
 */
export function daysWithin(text: string): string[] {
  if (!/(?:-|–|—|to|through|thru|until|till)/.test(text)) return [];
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(DAY_RANGE_RE)) {
    if (MOVED_FROM_RE.test(lower.slice(Math.max(0, m.index - 60), m.index))) continue;
    const from = WEEK.indexOf(DAY_ABBREVIATIONS[m[1]!] ?? m[1]!);
    const to = WEEK.indexOf(DAY_ABBREVIATIONS[m[2]!] ?? m[2]!);
    if (from < 0 || to < 0 || from === to) continue;
    for (let d = (from + 1) % 7; d !== to; d = (d + 1) % 7) out.push(WEEK[d]!);
  }
  return out;
}
export const YEAR = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_WORD = String.raw`(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)\b\.?`;
const NAMES_MONTH_RE = new RegExp(String.raw`\b${MONTH_WORD}`, 'i');
/** Whether a text names a month at all: the cheap test before a question is parsed for one. */
export function namesMonth(text: string): boolean {
  return NAMES_MONTH_RE.test(text);
}
const DAY_OF_MONTH = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** "May 1", "1 May", "1st May", "Dec 2024", "May 1, 2025": a month with its day or year, or alone. */
const DATE = String.raw`(?:${DAY_OF_MONTH}\s+)?${MONTH_WORD}(?:\s+${DAY_OF_MONTH}\b)?(?:,?\s+\d{4})?`;
/**
 * "May 1 – Sep 14", "1 May - 14 Sep", "April to October": two months, each with an optional day or
 * year, joined by a dash, "to" or "through". Whole month names and their short forms only
 * ("Marketing to Decorations" is no range).
 */
const MONTH_RANGE_RE = new RegExp(String.raw`\b${DATE}\s*(?:-|–|—|to|through|thru|until|till)\s*${DATE}`, 'g');
/**
 * What a season's range is given for, in its own sentence: a price or a time of day after it
 * ("Summer (May 1 – Sep 14): $339", "April to October, 9am–5pm"), or being open before it ("Open
 * daily April to October", "closed November to March"). An exhibition's "Sep 3 – Nov 14, open to
 * all. Tickets $12." says nothing of being open in October (review).
 */
const PRICE_OR_CLOCK_RE = /[$£€¥]\s?\d|\b\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b/i;
const OPEN_BEFORE_RE = /\b(?:open|opens|opening|closed|closes|season)\b/;
/** Where a sentence ends: ". " or a line break, not the dot of "Sept. 1" or "9.30". */
const SENTENCE_END_RE = /[.!?](?=\s|$)|\n/;

/** The rest of the sentence before a span of text, and after it. */
function sentenceAround(text: string, start: number, end: number): { before: string; after: string } {
  return { before: text.slice(0, start).split(SENTENCE_END_RE).at(-1)!, after: text.slice(end).split(SENTENCE_END_RE)[0]! };
}

/**
 * The months a range leaves unsaid, when the range prices, times or opens something: a room's
 * "Summer (May 1 – Sep 14): $339" rate is its July rate, and "open November to March" is open in
 * January. The year wraps ("Nov 1 – Apr 30" holds February). A change of date is no range ("the
 * fair has moved from May to September").
 */
export function monthsWithin(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(MONTH_RANGE_RE)) {
    if (MOVED_FROM_RE.test(lower.slice(Math.max(0, m.index - 60), m.index))) continue;
    const { before, after } = sentenceAround(lower, m.index, m.index + m[0].length);
    if (!PRICE_OR_CLOCK_RE.test(after) && !OPEN_BEFORE_RE.test(before)) continue;
    const full = (short: string) => YEAR.findIndex((month) => month.startsWith(short.slice(0, 3)));
    const from = full(m[1]!);
    const to = full(m[2]!);
    if (from === to) continue;
    for (let i = (from + 1) % 12; i !== to; i = (i + 1) % 12) out.push(YEAR[i]!);
  }
  return out;
}

/** Short forms that are also English words ("get wed", "we sat", "the sun"). */
const DAY_ONLY_IN_CONTEXT: ReadonlySet<string> = new Set(['wed', 'weds', 'sat', 'sun']);
/** "open sat?", "closed wed", "this sat": words a customer puts before a day. */
const DAY_BEFORE: ReadonlySet<string> = new Set([
  'on',
  'open',
  'closed',
  'this',
  'next',
  'every',
  'til',
  'till',
  'until',
  'thru',
  'through',
]);
const CLOCK_TOKEN_RE = /^\d{1,2}(?:am|pm)/;
function dayOf(word: string, before: string, after: string, capitals: ReadonlySet<string>): string | null {
  const day = DAY_ABBREVIATIONS[word];
  if (!day) return null;
  if (!DAY_ONLY_IN_CONTEXT.has(word)) return day;
  const isDay = (w: string) => DAY_RE.test(w);
  if (isDay(before) || isDay(after)) return day;
  if (word === 'sun') return CLOCK_TOKEN_RE.test(after) ? day : null;
  if (/^\d/.test(before) || /^\d/.test(after)) return day;
  return DAY_BEFORE.has(before) && !capitals.has(word) ? day : null;
}
const MONTH_RE =
  /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$/;

/**
 * Words, with the joined forms of compounds ("wifi" of "Wi-Fi") marked as such, and as
 * `alternatives` the joined form of words either side of a slash ("blowdry" of "blow/dry").
 */
function wordTokens(text: string): { word: string; joined: boolean; alternatives: boolean }[] {
  const out: { word: string; joined: boolean; alternatives: boolean }[] = [];
  // "Tomorrow's lesson", "my son's teacher": the possessive is the word itself, so that the word
  // lists (time words, stop words, concepts) know it.
  const norm = normalize(text.replace(/(\p{L})['’]s\b/gu, '$1'));
  const push = (word: string, joined = false, alternatives = false) => out.push({ word, joined, alternatives });
  let previous = '';
  // "order a cake", "can I": the article and the pronoun name nothing, unless written as a name ("Plan A").
  const capitalA = /(?<![\p{L}\p{N}])A(?![\p{L}\p{N}])/u.test(text);
  const tokens = [...norm.matchAll(/[a-z0-9]+(?:[-/.][a-z0-9]+)*/g)];
  tokens.forEach((m, i) => {
    const raw = m[0];
    // "Plan B", "Box A", "Room 3", "Suite 2": a lone letter or digit names the thing before it.
    // The pair is kept as one joined term ("planb"), which the lone letter alone could never be.
    // Not a digit that counts the word after it: "enrolling 3 kids", "a quote for 8 zones".
    const next = tokens[i + 1]?.[0] ?? '';
    const counts = /^\d$/.test(raw) && COUNTED_RE.test(next) && !STOP_WORDS.has(next) && !VERBS_IN_S.has(next);
    const names = raw !== 'i' && (raw !== 'a' || capitalA) && !counts;
    if (raw.length === 1 && names && previous.length > 1 && namesNext(previous)) push(previous + raw, true);
    previous = raw;
    if (/^\d+(?:\.\d+)?$/.test(raw)) {
      // "-10 out", "works to −13 °F": a negative number is not the 10 of "8-10 am".
      const at = m.index ?? 0;
      if (at > 0 && /[-−]/.test(norm[at - 1]!) && (at === 1 || /[\s(]/.test(norm[at - 2]!))) {
        push(`minus${raw}`);
        return;
      }
      push(raw);
      if (raw.includes('.')) push(raw.slice(0, raw.indexOf('.')));
      return;
    }
    const parts = raw.split(/[-/.]/).filter(Boolean);
    // "1/2 size", "3/4": a fraction is one figure. Its digits run together ("12") or apart ("1",
    // "2") would match a 12-inch viola or any 1 and 2 of the page.
    if (FRACTION_RE.test(raw)) {
      push(raw);
      return;
    }
    // "Sponsors/supports", "and/or": words either side of a slash are more likely alternatives than
    // one word ("A/C", "w/o" and "24/7" are one; "blow/dry" may be): their joined form weighs like a
    // time word, so it helps where a page has it and costs nothing where none has (review).
    const alternatives = raw.includes('/') && parts.every((p) => p.length >= 3 && /^[a-z]+$/.test(p));
    if (parts.length > 1) {
      push(parts.join(''), true, alternatives);
      for (const part of parts) push(part);
    } else {
      push(raw);
    }
  });
  return out;
}

/** "The day before / after Thanksgiving": a day told from a holiday, not the holiday. */
const RELATIVE_DAY_BEFORE: ReadonlySet<string> = new Set(['before', 'after']);
const DAY_WORDS: ReadonlySet<string> = new Set([
  'day',
  'days',
  'night',
  'morning',
  'weekend',
  'week',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

/** Words after which "will" is a noun. */
const NOUN_BEFORE: ReadonlySet<string> = new Set(['a', 'the', 'my', 'your', 'our', 'his', 'her', 'their', 'living', 'new', 'old']);

export interface Term {
  /** The key matching works on: a concept name ("price") or a stem ("whiten"). */
  key: string;
  /** True for time words and words about the asker's situation (weighed lightly). */
  weak: boolean;
  /** The joined form of a compound ("knockedout" of "knocked-out"), whose parts are terms too. */
  joined?: boolean;
}

/**
 * Content terms of a text, in order, without stop words (and without filler words when the text
 * is a question). Duplicates are kept; callers make sets when they need them.
 */
export function terms(text: string, opts: { dropFiller?: boolean } = {}): Term[] {
  const out: Term[] = [];
  let previous = '';
  const tokens = wordTokens(text);
  // "the SAT": a word in capitals is an acronym, not a day.
  const capitals = new Set((text.match(/\b[A-Z]{3,4}\b/g) ?? []).map((w) => w.toLowerCase()));
  for (const [i, token] of tokens.entries()) {
    const { joined, alternatives } = token;
    const before = previous;
    const w = dayOf(token.word, before, tokens[i + 1]?.word ?? '', capitals) ?? token.word;
    previous = token.word;
    // "my will", "a living will": the document, not the auxiliary.
    if (STOP_WORDS.has(w) && !(w === 'will' && NOUN_BEFORE.has(before))) continue;
    if (opts.dropFiller && FILLER_WORDS.has(w)) continue;
    if (w.length < 2 && !/\d/.test(w)) continue;
    const key = conceptOfWord(w) ?? stem(w);
    const term: Term = { key, weak: alternatives || WEAK_WORDS.has(w) || SITUATION_WORDS.has(w) };
    if (joined) term.joined = true;
    out.push(term);
    // "The day before Thanksgiving", "the Friday after it" is another day than the holiday.
    const member = memberOf(w);
    const relative = RELATIVE_DAY_BEFORE.has(tokens[i - 1]?.word ?? '') && DAY_WORDS.has(tokens[i - 2]?.word ?? '');
    if (member && !relative) out.push({ key: member, weak: true });
  }
  for (const day of daysWithin(text)) out.push({ key: stem(day), weak: false });
  // Not a question's: "available from may to august?" asks about May and August, and a page that
  // answers need not name June (review).
  if (!opts.dropFiller) for (const month of monthsWithin(text)) out.push({ key: conceptOfWord(month) ?? stem(month), weak: false });
  const phrases = phraseConcepts(normalize(text), opts.dropFiller);
  if (phrases.length === 0) return out;
  const absorbed = new Set(phrases.flatMap((p) => p.absorbs));
  return [...out.filter((t) => !absorbed.has(t.key)), ...phrases.map((p) => ({ key: p.concept, weak: false }))];
}

export function termKeys(text: string): Set<string> {
  return new Set(terms(text).map((t) => t.key));
}
