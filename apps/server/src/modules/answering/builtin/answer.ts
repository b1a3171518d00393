import type { BusinessContext, Passage } from '../engine.ts';
import {
  cueFigures,
  cueMatches,
  EMAIL_IN_TEXT_RE,
  namesSomeone,
  parseQuestion,
  phoneNumbersIn,
  smallTalk,
  splitAsks,
  askTexts,
  isQuestionLike,
  type Cue,
  type ParsedQuestion,
} from './question.ts';
import { CONCEPT_KEYS, conceptOf, INTENT_CONCEPTS, isMemberKey, memberGroup } from './synonyms.ts';
import {
  daysWithin,
  FILLER_WORDS,
  monthsWithin,
  namesMonth,
  normalize,
  stem,
  STOP_WORDS,
  termKeys,
  terms,
  WEEK,
  words,
  YEAR,
} from './tokens.ts';
import { splitUnits, type TextUnit } from './units.ts';
import { asksAboutSidePages, isSidePage, SIDE_PAGE_FACTOR } from '../../../lib/side-pages.ts';
import { expandShorthand } from '../../../lib/chat-shorthand.ts';
import { editDistance } from '../../../lib/edit-distance.ts';
import { isEnglishWord } from '../../../lib/english-words.ts';
import { joinSentences } from './wording.ts';
import { givesAddressToWrite, statesOwnAddress, statesOwnEmail, statesOwnPhone } from './contact-lines.ts';
import {
  closedOnAskedDay,
  closedOnDay,
  DAY_KEYS,
  isClosedLine,
  isHoursLine,
  namesSeason,
  namesDayOnlyAsDate,
  namesWeeklyWeekendDay,
  WEEKEND_DAY_KEYS,
  WEEKEND_KEY,
} from './hours-lines.ts';
import { customerFit } from './measures.ts';
import { answerConfidence, MIN_CONFIDENCE } from './confidence.ts';

/**
 * The built-in engine's answers: extractive question answering over the passages the caller has
 * already retrieved. It quotes the best-matching sentences verbatim (so prices, names and numbers
 * are never altered) and says plainly when nothing in the passages answers the question: an
 * honest "I don't know" is the whole point of not having a language model.
 */

export interface BuiltinAnswer {
  text: string;
  sources: Passage[];
  answered: boolean;
}

/**
 * Share of the question's weight the best sentence (with its heading or FAQ question) must
 * cover. Words the passages never use weigh double, so a question about "root canals" is not
 * answered with a sentence that merely shares "tooth" and "cost" with it. Tuned on the fixture
 * questions as the chat service asks them (all fixture documents and the fixture site, the 8
 * passages retrieval returns): answerable ones score 0.48 and up (one more through a named
 * section, see NAMED_SECTION_RELIEF), unanswerable ones 0.22 and below.
 */
const MIN_COVERAGE = 0.35;
/** Weight of a heading's or FAQ question's matching words for the sentences under it. */
const CONTEXT_WEIGHT = 0.6;
/**
 * Extra weight of a sentence's matching words that its heading shares: "We accept Visa…" under
 * "How can I pay?" is more surely about paying than a sentence that mentions payment in passing.
 */
const AGREEING_CONTEXT_WEIGHT = 0.2;
/**
 * A heading or FAQ question the question names nearly in full ("my son knocked out his front
 * tooth playing hockey" ↔ "A knocked-out adult tooth") says what is asked, even when the question
 * also tells circumstances the passages never mention: its section needs only this share of
 * MIN_COVERAGE. Named in full means at least NAMED_HEAD_SHARE of the heading's words, and two.
 */
const NAMED_SECTION_RELIEF = 0.5;
const NAMED_HEAD_SHARE = 0.6;
/**
 * Factor for a sentence in a section about something else: under "Visitors from abroad" for "what
 * kinds of payment do you accept?", and more so for the answer to another FAQ question (under
 * "When should my child first see a dentist?" for "what do I bring to my first visit?").
 */
const OTHER_SECTION_FACTOR = 0.9;
const OTHER_QUESTION_FACTOR = 0.85;
/** Share of the cue's weight for a time cue met by day names alone ("open Monday to Friday"), without a time. */
const DAY_ONLY_TIME_CUE = 0.5;
/** A following sentence that goes on about a rare thing the best one names ("autoclave") is quoted too. */
const CONTINUATION_MAX_DF = 3;
/** A neighbour is quoted too when it scores at least this share of the best sentence. */
const NEIGHBOUR_SHARE = 0.45;
/**
 * Table rows, records and the items of one list are separate facts: a neighbour is quoted only when it answers
 * nearly as well ("weekend hours": Saturday and Sunday), never just for sharing the price column.
 */
const ROW_NEIGHBOUR_SHARE = 0.9;
const MAX_QUOTED_UNITS = 3;
/** A sentence that names its subject only by a pronoun. */
const PRONOUN_START_RE = /^(?:he|she|they|his|her|their|it|its|this|these|those)\b/i;
const MAX_LIST_ITEMS = 10;
const MAX_LIST_CHARS = 600;
const MAX_QUOTE_CHARS = 480;
/** Items a sentence ending in ":" brings into the quote with it (within twice MAX_QUOTE_CHARS). */
const MAX_INTRODUCED_ITEMS = 8;
/**
 * Whether a quote holds the figure a cue asks for. "How long have you been around?" is answered by
 * a year as well as by a duration ("opened … in 2009").
 */
function holdsFigure(cue: Cue, text: string): boolean {
  return cueMatches(cue, text) || (cue === 'duration' && SINCE_YEAR_RE.test(text));
}
/** Whether a text holds the figure the question's cue asks for; true when the cue asks for none. */
function holdsAskedFigure(q: ParsedQuestion, text: string): boolean {
  if (q.wantsDate) return cueMatches('date', text);
  if (q.wantsOwnNumber) return statesOwnPhone(text);
  if (q.wantsNumber) return cueMatches('phone', text) || DIALLED_RE.test(text);
  return (
    q.cue === null ||
    !FACT_CUES.has(q.cue) ||
    (holdsFigure(q.cue, text) && (!q.wantsClock || cueMatches('clock', text) || closedOnAskedDay(q, text)))
  );
}
/** A short number to dial or text, right after the word: "call NHS 111", "dial 999", "text BOOK to 60777". */
const DIALLED_RE = /\b(?:call|ring|dial|text|phone)\b[^.\d]{0,12}\b\d{3,6}\b/i;
const SINCE_YEAR_RE = /\b(?:since|in|founded|established|opened|started)\s+(?:\w+\s+)?(?:1[89]|20)\d\d\b/i;

/**
 * For retrieval: when a question asks for a figure ("how much…", "what time…", "how long…"), a
 * test for a passage that states one of that kind; null when it asks for none. Of passages that
 * match its words about as well, the one with a price answers "how much" (decision 043).
 */
export function figureAsked(question: string): ((text: string) => boolean) | null {
  const { cue } = parseQuestion(question);
  return cue && (FACT_CUES.has(cue) || cue === 'phone') ? (text) => holdsFigure(cue, text) : null;
}

/**
 * For retrieval: when a question about opening times names a weekday, whether a text states that
 * day only inside a range ("Thursday-Sunday: 8am - 8pm" for Saturday). Word matching finds the
 * passages naming the day, and misses the hours table that answers. Null when no day is asked, or
 * when the question is not about when the business is open ("is it more expensive to close on a
 * saturday" is a house closing's fee).
 */
export function dayInRangeAsked(question: string): ((text: string) => boolean) | null {
  if (!HOURS_QUESTION_RE.test(normalize(question))) return null;
  const { cue, terms } = parseQuestion(question);
  if (cue !== null && cue !== 'time') return null;
  const asked = WEEK.filter((d) => terms.some((t) => t.key === stem(d)));
  // Only the business's own hours: "is there open swim on wednesday", "what time does dr patel see
  // patients on wednesday" and "closed toe shoes" are about something held on that day (review).
  if (asked.length === 0 || !terms.every((t) => DAY_KEYS.has(t.key) || HOURS_WORDS.has(t.key))) return null;
  // A staff roster ("Marco works Wednesday to Saturday") names the days, not the hours.
  return (text) => cueMatches('clock', text) && daysWithin(text).some((d) => asked.includes(d));
}
/**
 * For retrieval: when a question names a month ("the hayloft suite in july"), whether a text holds
 * that month inside a range of months ("Summer (May 1 – Sep 14): $339"), which names it nowhere.
 * Null when no month is asked.
 */
export function monthInRangeAsked(question: string): ((text: string) => boolean) | null {
  // Every search asks this: most questions name no month, and need not be parsed.
  if (!namesMonth(question)) return null;
  const keys = new Set(parseQuestion(question).terms.map((t) => t.key));
  const asked = YEAR.filter((m) => [...termKeys(m)].some((k) => keys.has(k)));
  if (asked.length === 0) return null;
  return (text) => monthsWithin(text).some((m) => asked.includes(m));
}

/** "are you open", "what time do you close", "hours on": a question about when the door is open. */
const HOURS_QUESTION_RE = /\b(?:open|opens|opening|close|closes|closed|closing|shut|hours|what time|til|till|until)\b/;
/** What such a question may name besides a day: the hours, the time, the place as a whole. */
const HOURS_WORDS: ReadonlySet<string> = new Set(
  [
    'hours',
    'hour',
    'time',
    'open',
    'close',
    'today',
    'tomorrow',
    'morning',
    'afternoon',
    'evening',
    'night',
    'store',
    'shop',
    'office',
    'place',
    'door',
    'late',
    'early',
  ].flatMap((w) => [...termKeys(w)]),
);

/**
 * Cues whose answer is a figure the quote must hold (a price, a duration, a day or time, a distance,
 * a temperature, an age, a number). Not 'phone': "we have no phone line, please email" answers "how
 * do I call you"; only a question asking for the number needs one (wantsNumber).
 */
const FACT_CUES = new Set<Cue | null>(['price', 'duration', 'time', 'distance', 'temperature', 'age', 'count']);
/**
 * The quoted unit must score this many times the best unit of any other section. Chosen on the
 * eval's tuning half (npm run eval:analyze): 1.3 kept 61 of 77 right answers and 21 of 58 wrong
 * ones; the other 37 wrong answers became declines.
 */
const MIN_MARGIN = 1.3;
/** …unless it covers this share of the question's weight and every one of its topic words. */
const COMPLETE_COVERAGE = 0.9;
/** Candidates scoring below this share of the best are not quoted in its place. */
const CANDIDATE_SHARE = 0.6;
/** Extra weight of customer-service intents (price, cancel, park…) over the things they concern. */
const INTENT_BOOST = 1.5;
/** How far (in units) from the best sentence a neighbour may be. */
const NEIGHBOUR_DISTANCE = 3;

interface Unit extends TextUnit {
  passage: number;
  /** Its folded words, for reading the question's typos against. */
  words: string[];
  /** From a careers, privacy or terms page: rarely what a customer asks about. */
  sidePage: boolean;
  /** The document or page it comes from. */
  source: string;
  keys: Set<string>;
  head: Unit | null;
  /** What the unit is about without saying it: its heading's or FAQ question's words, its table header's. */
  context: Set<string>;
  /** An instruction, testimonial or byline (see unquotable): never quoted, never scored. */
  unquotable: boolean;
  /** A heading's or FAQ question's own words (time, situation and joined words aside); empty for other units. */
  headWords: Set<string>;
  /** A menu item's own words, its description's aside ("Avocado 🥑 2.95" of "… — Thinly sliced fresh avocado"). */
  nameKeys: Set<string> | null;
}

interface Scored {
  unit: Unit;
  score: number;
  coverage: number;
  own: number;
}

export function builtinAnswer(input: {
  business: BusinessContext;
  question: string;
  passages: Passage[];
  history: { role: 'user' | 'assistant'; content: string }[];
}): BuiltinAnswer {
  return explainAnswer(input).answer;
}

/** Why the engine answered as it did: what the eval's analysis reads (eval/analyze.ts), never sent to visitors. */
export interface Evidence {
  /** Share of the question's weight the quoted unit and its heading cover. */
  coverage: number;
  /** The question's topic terms (not time or situation words, not added by its form). */
  strongTerms: number;
  /** …of which the quoted unit or its heading holds none. */
  strongMissing: number;
  /** …of which the passages use somewhere, but not the quoted unit or its heading. */
  strongMissingKnown: number;
  /** The quoted unit's score over the best score of another section's unit (Infinity when none). */
  margin: number;
  /** That other section's best unit. */
  rival?: Scored;
  /** What the answer's confidence is read from (see answerConfidence). */
  signals?: Signals;
}

/** Facts about a chosen quote that tell right answers from wrong ones (read by confidence.ts). */
export interface Signals {
  /** Rank (0 = first) of the passage the quote comes from, in the retrieval's order. */
  rank: number;
  kind: TextUnit['kind'];
  /** The quote's heading or FAQ question shares a topic word with the question. */
  headAgrees: boolean;
}

export function explainAnswer(
  input: {
    business: BusinessContext;
    question: string;
    passages: Passage[];
    history: { role: 'user' | 'assistant'; content: string }[];
  },
  /** `confidence: false` skips the confidence check: what the model of confidence.ts is fitted on. */
  options: { confidence?: boolean } = {},
): { answer: BuiltinAnswer; evidence: Evidence | null; declined?: DeclineReason } {
  const { business, question, passages } = input;
  const talk = smallTalk(question, business.agentName);
  if (talk) return { answer: { text: smallTalkReply(talk, business), sources: [], answered: talk !== 'empty' }, evidence: null };

  const units = passages.flatMap((p, i) => toUnits(p, i)).filter((u) => !u.unquotable);
  const previous = [...input.history].reverse().find((m) => m.role === 'user')?.content;
  // "Does Brightsmile take insurance?": the business's and agent's names are who is asked, not
  // what about, and would count against every sentence that does not repeat them.
  const names = termKeys(`${business.businessName} ${business.agentName}`);
  // Words of the name that say what the business does ("Northwind Heating & Cooling") stay topics.
  for (const k of [...names]) if (CONCEPT_KEYS.has(k)) names.delete(k);
  const parse = (text: string): ParsedQuestion => {
    const p = parseQuestion(text);
    const rest = p.terms.filter((t) => !names.has(t.key));
    // Unless the name is all there is to it ("what street is Maple Street Dental on?").
    return rest.some((t) => !t.fromCue) ? { ...p, terms: rest } : p;
  };
  const asked = joinOpenCompounds(correctTypos(expandShorthand(question), units), units);
  let parsed = parse(asked);
  // "And how much is that?" names no topic of its own: it is about the previous question's.
  if (previous && parsed.terms.every((t) => t.fromCue)) parsed = parse(`${previous} ${question}`);
  const sidePages = asksAboutSidePages(question);
  // Two asks of different kinds ("how old…and what's the pay"): each answered on its own, or the
  // message as one question as before.
  const two = answerBoth(asked, units, sidePages, parse, options.confidence !== false);
  const both = two && 'quote' in two ? two : null;
  if (both) {
    const sources = both.passages.map((i) => passages[i]).filter((p, i, all): p is Passage => !!p && all.indexOf(p) === i);
    return { answer: { text: `${leadIn(null)} ${both.quote}`, sources, answered: true }, evidence: both.evidence };
  }
  // One of the two asks has a confident answer and the other none: what is known is said, and
  // plainly that the rest is not, unless the message read whole is answered in full (below).
  const half = two && 'answered' in two && !holdsAsk(two.missing, two.ask, two.answered.quote) ? two : null;
  const halfAnswer = (known: HalfAnswered, declined: DeclineReason, evidence: Evidence | null) => {
    const passage = passages[known.answered.passage];
    return {
      answer: { text: partlyKnown(business, known.answered.quote, known.missingText), sources: passage ? [passage] : [], answered: false },
      evidence,
      declined,
    };
  };
  let found = parsed.terms.length > 0 ? bestAnswer(units, parsed, sidePages) : 'coverage';
  // A short follow-up that finds nothing alone ("what about for kids?") may, with the previous topic.
  if (typeof found === 'string' && previous && parsed.terms.length <= 2) {
    parsed = parse(`${previous} ${question}`);
    found = bestAnswer(units, parsed, sidePages);
  }
  if (typeof found === 'string') {
    if (half) return halfAnswer(half, found, null);
    if (parsed.terms.length === 0 && passages.length > 0)
      return { answer: { text: notUnderstood(), sources: [], answered: false }, evidence: null };
    return { answer: { text: dontKnow(business), sources: [], answered: false }, evidence: null, declined: found };
  }
  const passage = passages[found.passage];
  if (half && !holdsAsk(half.missing, half.ask, found.quote)) return halfAnswer(half, 'partial', found.evidence);
  if (found.alternative) {
    const other = passages[found.alternative.passage];
    const sources = [passage, other].filter((p, i, all): p is Passage => !!p && all.indexOf(p) === i);
    return {
      answer: { text: notSure(business, found.quote, found.alternative.quote), sources, answered: false },
      evidence: found.evidence,
      declined: 'margin',
    };
  }
  if (fromSiblingPage(found, passages, parsed)) {
    return { answer: { text: dontKnow(business), sources: [], answered: false }, evidence: found.evidence, declined: 'other-page' };
  }
  // The quote may still be the wrong part of the right page: when the signals say so, it is shown
  // as what was found, not as the answer (decision 035).
  if (options.confidence !== false && found.evidence.signals && answerConfidence(found.evidence) < MIN_CONFIDENCE) {
    return {
      answer: { text: notSureOf(business, found.quote), sources: passage ? [passage] : [], answered: false },
      evidence: found.evidence,
      declined: 'confidence',
    };
  }
  return {
    answer: { text: `${leadIn(parsed.cue)} ${found.quote}`, sources: passage ? [passage] : [], answered: true },
    evidence: found.evidence,
  };
}

/**
 * "appoitment", "brekfast", "recieve": a question word of six letters or more that the passages
 * never use, one edit (two from nine letters) from a word they do, with the same first letter, is
 * read as that word. Short words are left alone: "tires" is a word of its own, not a typo of
 * "tiles", and a wrong correction quotes the business on something else; so is any word of English
 * (lib/english-words.ts: "injections" is not a typo of "infections").
 */
const MAX_TYPO_WORDS = 8;
function correctTypos(question: string, units: Unit[]): string {
  const vocabulary = new Map<string, number>();
  for (const u of units) for (const w of u.words) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
  let tries = 0;
  return question.replace(/[\p{L}]{6,}/gu, (typed) => {
    const w = normalize(typed);
    if (vocabulary.has(w) || STOP_WORDS.has(w) || FILLER_WORDS.has(w) || conceptOf(w) || conceptOf(stem(w)) || isEnglishWord(w))
      return typed;
    // A long message of unknown words must not cost a scan of the vocabulary each.
    if (++tries > MAX_TYPO_WORDS) return typed;
    const limit = w.length >= 9 ? 2 : 1;
    let best: string | null = null;
    let bestCount = 0;
    for (const [candidate, count] of vocabulary) {
      if (candidate[0] !== w[0] || Math.abs(candidate.length - w.length) > limit || candidate.length < 4) continue;
      if (stem(candidate) === stem(w)) return typed;
      if (editDistance(w, candidate, limit) <= limit && count > bestCount) {
        best = candidate;
        bestCount = count;
      }
    }
    return best ?? typed;
  });
}

/**
 * "postcode for my sat nav" where the page says "satnav", "day care" where it says "daycare": two
 * words of the question written as one word of the passages are read as that word. Not when the
 * passages use the two words as well, nor for function words ("in to", "every day").
 */
function joinOpenCompounds(question: string, units: Unit[]): string {
  // Runs of letters and what lies between them: "my sat nav?" → "my", " ", "sat", " ", "nav", "?".
  const parts = question.match(/\p{L}+|[^\p{L}]+/gu) ?? [];
  if (parts.length < 3) return question;
  let vocabulary: Set<string> | null = null;
  const isWord = (w: string | undefined): w is string => !!w && /^[\p{L}]{2,}$/u.test(w);
  for (let i = 0; i + 2 < parts.length; i++) {
    const [a, space, b] = [parts[i], parts[i + 1], parts[i + 2]];
    if (space !== ' ' || !isWord(a) || !isWord(b)) continue;
    const [x, y] = [normalize(a), normalize(b)];
    const joined = x + y;
    if (joined.length < 5 || STOP_WORDS.has(x) || STOP_WORDS.has(joined)) continue;
    vocabulary ??= new Set(units.flatMap((u) => u.words));
    if (!vocabulary.has(joined) || (vocabulary.has(x) && vocabulary.has(y))) continue;
    parts.splice(i, 3, joined);
  }
  return parts.join('');
}

/** A two-part message whose one ask has a confident answer and whose other nothing answers. */
interface HalfAnswered {
  answered: Found;
  /** The ask answered, and the one not, as parsed; the latter as the customer wrote it. */
  ask: ParsedQuestion;
  missing: ParsedQuestion;
  missingText: string;
}

/**
 * Both asks of a two-part message, each its own confident answer (no close rival, confidence met),
 * quoted together; the half answered when nothing answers the other ask; null when the message asks
 * one thing or a part has a close call or a doubtful answer.
 * Tuning half: 1 more right answer and 1 wrong fewer; held out unchanged; fresh 1 more right.
 */
function answerBoth(
  question: string,
  units: Unit[],
  sidePages: boolean,
  parse: (text: string) => ParsedQuestion,
  checkConfidence: boolean,
): { quote: string; passages: number[]; evidence: Evidence } | HalfAnswered | null {
  const parts = splitAsks(question, parse);
  const texts = askTexts(question);
  if (!parts || !texts) return null;
  const attempt = (part: ParsedQuestion): Found | DeclineReason => {
    const found = part.terms.length > 0 ? bestAnswer(units, part, sidePages) : 'coverage';
    if (typeof found === 'string') return found;
    if (found.alternative) return 'margin';
    if (checkConfidence && found.evidence.signals && answerConfidence(found.evidence) < MIN_CONFIDENCE) return 'confidence';
    return found;
  };
  const tried = parts.map(attempt);
  // Each ask carries the other's topic ("…soccer? and when does the SEASON start"); one that finds
  // nothing so may alone ("…and is there a minimum": "Two-hour minimum for all rooms").
  const answers = tried.map((found, i) => (typeof found === 'string' ? attempt(parse(texts[i]!)) : found));
  const [a, b] = answers as [Found | DeclineReason, Found | DeclineReason];
  if (typeof a === 'string' || typeof b === 'string') {
    const known = typeof a === 'string' ? (typeof b === 'string' ? null : b) : a;
    const missing = known === a ? 1 : 0;
    const text = texts[missing]!;
    // Not known: nothing in the passages answers the other ask, alone either ("how much for a nail
    // trim and what are your hours" finds the hours alone). Two close candidates or a doubtful one
    // are shown by the whole message's reply as before, and a remark ("…will be our first visit!")
    // is no ask at all.
    const unknown = (why: Found | DeclineReason) => why === 'coverage' || why === 'figure';
    if (!known || !unknown(answers[missing]!) || !isQuestionLike(text)) return null;
    return { answered: known, ask: parts[1 - missing]!, missing: parts[missing]!, missingText: text };
  }
  const quote = a.quote.includes(b.quote) ? a.quote : b.quote.includes(a.quote) ? b.quote : `${a.quote} ${b.quote}`;
  return { quote, passages: [a.passage, b.passage], evidence: a.evidence };
}

/** The honest decline, with the one contact route the engine knows: the business's website. */
export function dontKnow(business: BusinessContext): string {
  return `I'm sorry, I don't have information about that. Please contact ${business.businessName} directly${contactRoute(business)} and the team will be happy to help.`;
}

/**
 * How to reach a person: the phone number and email the business's website shows (its contact
 * card), else " through" its website, else nothing.
 */
export function contactRoute(business: BusinessContext): string {
  const { phone, email } = business.contact ?? {};
  if (phone && email) return ` at ${phone} or ${email}`;
  if (phone || email) return ` at ${phone ?? email}`;
  const site = business.website?.trim();
  return site && /^https?:\/\//i.test(site) ? ` through ${site.replace(/\/$/, '')}` : '';
}

/** Two close candidates: shown as what was found, plainly not as the answer, with the contact route. */
function notSure(business: BusinessContext, first: string, second: string): string {
  return (
    `I'm not sure which of these answers your question, so here is what I found:\n\n${first}\n\n${second}\n\n` +
    `If that doesn't answer it, please contact ${business.businessName} directly${contactRoute(business)}.`
  );
}

/** One candidate the engine is not sure of: shown plainly as what was found, with the contact route. */
function notSureOf(business: BusinessContext, quote: string): string {
  return (
    `I'm not sure this answers your question, but here is what I found:\n\n${quote}\n\n` +
    `If it doesn't, please contact ${business.businessName} directly${contactRoute(business)}.`
  );
}

/** One ask of two answered: the answer, and plainly which ask is not known. */
function partlyKnown(business: BusinessContext, quote: string, missing: string): string {
  return (
    `Here's what I found:\n\n${quote}\n\n` +
    `I don't have information on your other question, “${missing}”. Please contact ${business.businessName} directly${contactRoute(business)} and the team will be happy to help.`
  );
}

/**
 * Whether a quote speaks to an ask of a two-part message: it holds a topic word of that ask which
 * the other ask does not share ("…and what's the PAY", "…and is there a MINIMUM"). An ask with no
 * topic of its own is about the other's, which the quote holds.
 */
function holdsAsk(ask: ParsedQuestion, other: ParsedQuestion, quote: string): boolean {
  const shared = new Set(other.terms.map((t) => t.key));
  const own = ask.terms.filter((t) => !t.weak && !t.fromCue && !t.optional && !shared.has(t.key));
  const held = termKeys(quote);
  return own.length === 0 || own.some((t) => held.has(t.key));
}

function notUnderstood(): string {
  return "I'm sorry, I didn't quite catch that. Could you tell me a little more about what you're looking for?";
}

function smallTalkReply(kind: NonNullable<ReturnType<typeof smallTalk>>, b: BusinessContext): string {
  switch (kind) {
    case 'greeting':
      return `Hi there! I'm ${b.agentName}${b.agentTitle ? `, the ${b.agentTitle}` : ''} at ${b.businessName}. How can I help you today?`;
    case 'thanks':
      return "You're welcome! Is there anything else I can help you with?";
    case 'goodbye':
      return `Thanks for stopping by ${b.businessName}! Have a wonderful day.`;
    case 'empty':
      return notUnderstood();
  }
}

function leadIn(cue: Cue | null): string {
  switch (cue) {
    case 'price':
      return "Here's the pricing information I have:";
    case 'duration':
    case 'time':
      return 'Good question!';
    case 'who':
    case 'where':
    case 'phone':
      return 'Happy to help!';
    default:
      return "Here's what I found:";
  }
}

/**
 * A passage's units and their term keys depend on its text alone, and the same passages answer
 * question after question: they are kept per text (bounded; the oldest go first). Splitting and
 * stemming were most of an answer's time.
 */
const UNIT_CACHE_MAX = 4_000;
interface AnalysedUnit {
  unit: TextUnit;
  keys: Set<string>;
  words: string[];
  /** Index of the heading or FAQ question it stands under, in the same passage and segment; -1 if none. */
  head: number;
  /** Its heading's keys and its table header's: what it is about without saying it. */
  context: Set<string>;
  unquotable: boolean;
  headWords: Set<string>;
  nameKeys: Set<string> | null;
}
const unitCache = new Map<string, AnalysedUnit[]>();
function analysedUnits(content: string): AnalysedUnit[] {
  let hit = unitCache.get(content);
  if (hit) return hit;
  const out: AnalysedUnit[] = [];
  let head = -1;
  const split = splitUnits(content);
  const spoken = transcriptSegments(split);
  for (const unit of split) {
    const keys = withHoursKey(unit.text, termKeys(unit.text));
    const isHead = unit.kind === 'heading' || unit.kind === 'question';
    if (!isHead && head >= 0 && out[head]!.unit.segment !== unit.segment) head = -1;
    const under = isHead ? -1 : head;
    const context = new Set([...(under >= 0 ? out[under]!.keys : []), ...(unit.header ? termKeys(unit.header) : [])]);
    const headWords = new Set(isHead ? terms(unit.text).flatMap((t) => (t.weak || t.joined ? [] : [t.key])) : []);
    const hidden = unquotable(unit.text) || (!isHead && spoken.has(unit.segment));
    const nameKeys = unit.name ? termKeys(unit.name) : null;
    out.push({ unit, keys, words: words(unit.text), head: under, context, unquotable: hidden, headWords, nameKeys });
    if (isHead) head = out.length - 1;
  }
  hideOthersWords(out);
  hit = out;
  if (unitCache.size >= UNIT_CACHE_MAX) unitCache.delete(unitCache.keys().next().value!);
  unitCache.set(content, hit);
  return hit;
}

/**
 * A section of what customers or readers said: "What our clients say", "Testimonials", "Reader
 * comments (3)". Not a bare "Reviews", "Feedback" or "Comments": an adviser's annual reviews, a
 * complaints procedure and a form's comments box are the business's own (review).
 */
const REVIEWS_HEADING_RE =
  /^(?:(?:our|customer|client|patient|guest|parent|family|student|member|google|yelp|facebook)s?['’]?\s+)?testimonials?\b.{0,30}$|^(?:reader|visitor|guest)s?['’]?\s+comments?(?:\s*\(\d+\))?$|^\d+\s+(?:comments?|responses?|replies)$|^leave a (?:reply|comment)\b|^kind words\b.{0,30}$|^what (?:our |my |the )?(?:customers|clients|patients|guests|parents|families|students|members|readers|visitors|people|neighbou?rs|couples|owners|pet owners|adults|riders|diners|buyers|tenants|landlords)\s+(?:say|said|are saying|tell us|have to say|think)\b.{0,30}$|^(?:customer|client|patient|guest|google|yelp)\s+(?:reviews?|stories)(?:\s*\(\d+\))?$|^reviews? from (?:our )?(?:customers|clients|patients|guests)\b/iu;

/** "“Chorus on Monday nights is the best part of my week." opens a quotation its later sentence closes. */
const OPENS_QUOTE_RE = /^["“„«]/;
const CLOSES_QUOTE_RE = /["”»](?:\s*[—–-]\s*(\S.{0,60}))?$/;
const NAME = String.raw`\p{Lu}[\p{Ll}'’-]+`;
/**
 * A customer's name as reviews and comments give it: "Renata K., Lake Tilden", "D. Kowalczyk",
 * "Walt, 67", "Renata Kowalski, Lake Tilden". A first name alone ("Rosie", "Marco") or a title-case
 * tag ("Wheelchair Accessible", "Essex Parks Department") is not one: the business signs its own
 * notes that way (review).
 */
const PERSON_RE = new RegExp(
  String.raw`^(?:${NAME}\s+\p{Lu}\.?|\p{Lu}\.\s*${NAME}|${NAME}(?=,\s*\d)|${NAME}\s+${NAME}(?=,))(?:,\s*(?:\d{1,3}|\p{Lu}[\p{L}'’. -]{1,40}))?$`,
  'u',
);
/** A quotation's attribution, alone on its line or after the quote: "— Renata K., Lake Tilden". */
const DASH_RE = /^[—–-]\s*/;
/** Whose words are the business's own: "— Rosie Alvarez, Owner", "— Jane Smith, DMD", "— Sugar Bee Bakery, Essex" (review). */
const STAFF_OR_BUSINESS_RE =
  /\b(?:owner|founder|co-?founder|director|manager|management|chef|head|lead|president|ceo|principal|proprietor|partner|team|staff|groomer|stylist|teacher|instructor|coach|therapist|vet|veterinarian|dentist|doctor|dr|dvm|dds|dmd|md|rn|np|pa|lpn|rdh|lmt|od|dc|pt|dpt|lcsw|phd|esq|cpa|department|office|clinic|center|centre|library|bakery|company|inc|llc|ltd|dental|practice|studio|salon|shop|store|restaurant|cafe|café|school|academy|club|agency|group|parks?)\b/i;
/** Dash lines that are a list, not a name: "— Closed Sundays", "— Free Parking, Rear Lot" (review). */
const NOT_A_NAME: ReadonlySet<string> = new Set(
  `closed open free call email phone text visa mastercard amex discover cash cheque check parking daily weekends weekdays
  monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays
  january february march april june july august september october november december
  all every no new now only please see book order outdoor indoor wheelchair accessible`.split(/\s+/),
);
/** A customer's voice in a review: first person, praise, stars. Business copy ("Free estimates on every job") has none. */
const CUSTOMER_VOICE_RE =
  /\b(?:i|i'm|i’m|i've|i’ve|i'd|im|ive|my|me|they|them|their|highly recommend|recommend(?:ed)?|thank you|thanks|amazing|awesome|fantastic|wonderful|excellent|best|love|loved|great|perfect|so happy)\b|★/i;
/** A quotation longer than this many sentences is the page quoting a document, not a customer. */
const MAX_QUOTED_SENTENCES = 6;

/** Whether a text (after its dash, if any) names a customer, not the business or its staff. */
function namesCustomer(text: string): boolean {
  const name = text.replace(DASH_RE, '').trim();
  const first = name.split(/[\s,.]/)[0]!.toLowerCase();
  return PERSON_RE.test(name) && !NOT_A_NAME.has(first) && !STAFF_OR_BUSINESS_RE.test(name);
}
function isAttribution(text: string): boolean {
  return DASH_RE.test(text) && namesCustomer(text);
}
/** "…the cupcakes were only $3 each! — Sarah M.": a sentence signed by a customer. */
function signedByCustomer(text: string): boolean {
  const m = /\s[—–]\s*([^—–]{2,60})$/.exec(text);
  return !!m && namesCustomer(m[1]!);
}

/**
 * Someone's words, hidden like a one-sentence testimonial (TESTIMONIAL_RE sees one sentence). A
 * review's "they moved our piano for $150" or a reader's "I lost a DVD two years ago" is someone's
 * story, and was quoted or set as a close rival to the business's own answer:
 * - an attribution line ("— Renata K., Lake Tilden"), and the paragraph it signs when that reads
 *   as a customer's (a quotation, first person, praise) or stands in a reviews section;
 * - a sentence signed by a customer ("…only $3 each! — Sarah M.");
 * - a quotation over several sentences signed by a customer, or in a reviews section;
 * - in a reviews or comments section, what reads as a customer's; the section runs from its
 *   heading through the commenters' names to the next other heading ("Office Hours" ends it).
 */
function hideOthersWords(units: AnalysedUnit[]): void {
  const isHead = (u: AnalysedUnit) => u.unit.kind === 'heading' || u.unit.kind === 'question';
  const paragraphs = new Map<number, AnalysedUnit[]>();
  for (const u of units) if (!isHead(u)) paragraphs.set(u.unit.paragraph, [...(paragraphs.get(u.unit.paragraph) ?? []), u]);
  const customers = (paragraph: number) =>
    (paragraphs.get(paragraph) ?? []).some((v) => CUSTOMER_VOICE_RE.test(v.unit.text) || OPENS_QUOTE_RE.test(v.unit.text));
  const hide = (paragraph: number) => {
    for (const v of paragraphs.get(paragraph) ?? []) v.unquotable = true;
  };
  const reviews = new Set<number>();
  let inReviews = false;
  for (const u of units) {
    if (u.unit.kind === 'question') inReviews = false;
    else if (u.unit.kind === 'heading') inReviews = REVIEWS_HEADING_RE.test(u.unit.text) || (inReviews && namesCustomer(u.unit.text));
    else if (inReviews) reviews.add(u.unit.paragraph);
  }
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (isHead(u)) continue;
    const { text, paragraph } = u.unit;
    const inSection = reviews.has(paragraph);
    // "— Renata K., Lake Tilden" signs the paragraph above it; a commenter's name line in a
    // comments section heads the paragraph below it. Either is hidden when it reads as theirs.
    if (isAttribution(text)) {
      u.unquotable = true;
      if (customers(paragraph - 1) || reviews.has(paragraph - 1)) hide(paragraph - 1);
      continue;
    }
    if (inSection && namesCustomer(text) && units[i + 1]?.unit.paragraph !== paragraph) {
      u.unquotable = true;
      if (customers(paragraph + 1)) hide(paragraph + 1);
      continue;
    }
    if (signedByCustomer(text) || (inSection && customers(paragraph))) {
      hide(paragraph);
      continue;
    }
    if (!OPENS_QUOTE_RE.test(text) || /["”»]/.test(text.slice(1))) continue;
    const end = units.findIndex(
      (v, j) => j > i && j <= i + MAX_QUOTED_SENTENCES && v.unit.paragraph === paragraph && CLOSES_QUOTE_RE.test(v.unit.text),
    );
    if (end < 0 || units.slice(i + 1, end).some((v) => /["“”»«]/.test(v.unit.text))) continue;
    const signedBy = CLOSES_QUOTE_RE.exec(units[end]!.unit.text)![1];
    const after = units[end + 1];
    const someones =
      (signedBy !== undefined && namesCustomer(signedBy)) ||
      (!!after && after.unit.paragraph === paragraph + 1 && isAttribution(after.unit.text)) ||
      inSection;
    if (someones) for (let j = i; j <= end; j++) units[j]!.unquotable = true;
  }
}

/** "Ian: Well, it's literally a community enterprise…": a turn of an interview's or podcast's transcript. */
const SPEECH_RE = /^(\p{Lu}[\p{L}'’-]{1,20}):\s+\S.{30,}/u;
/** Labels that open notes, not speeches. */
const NOT_SPEAKERS: ReadonlySet<string> = new Set([
  'Note',
  'Notes',
  'Tip',
  'Tips',
  'Warning',
  'Important',
  'Update',
  'Edit',
  'Example',
  'Step',
  'Answer',
  'Question',
  'Reminder',
]);
/**
 * How people talk and pages do not write: "yeah", "you know", "I mean", "um", a turn opening on
 * "Well," or "So," ("basically" and "kind of" pages write too: review).
 */
const SPOKEN_RE =
  /\b(?:yeah|yep|yeh|you know|i mean|um+|uhm*|erm)(?=[\s,.!?])|^\p{Lu}[\p{L}'’-]+:\s+(?:well|so|oh|um|uh|erm|yeah|right|okay|look),/iu;

/**
 * The segments of a transcript's turns: two or more speakers ("Julie: …", "Ian: …") and words
 * only speech has. A radio interview on a real café's site answered "is there parking" and
 * "which months don't you run" with the founder's rambling turns; what was said on air is a
 * person's words, like a testimonial, not the business's statement. A page's labels ("Parking:
 * …", "Accessibility: …") and a team list ("Ian: founder") do not talk like that.
 */
function transcriptSegments(units: TextUnit[]): Set<number> {
  const speakers = new Set<string>();
  const segments = new Set<number>();
  let spoken = false;
  for (const u of units) {
    const speaker = u.kind === 'heading' ? undefined : SPEECH_RE.exec(u.text)?.[1];
    if (!speaker || NOT_SPEAKERS.has(speaker)) continue;
    speakers.add(speaker);
    segments.add(u.segment);
    spoken ||= SPOKEN_RE.test(u.text);
  }
  return speakers.size >= 2 && spoken ? segments : new Set();
}

/** "Friday: 8:30 am – 3:00 pm", "Sat 8:00 am – 12:00 noon": a span of clock times says when something is open, whatever the words around it. */
const CLOCK_SPAN_RE =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?\s?(?:–|-|to)\s?(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|noon|midnight)|noon\b|midnight\b)/i;
function withHoursKey(text: string, keys: Set<string>): Set<string> {
  if (CLOCK_SPAN_RE.test(text)) keys.add('hours');
  return keys;
}

function toUnits(p: Passage, passage: number): Unit[] {
  const raw = analysedUnits(p.content);
  const sidePage = isSidePage({ url: p.sourceUrl, title: p.sourceTitle });
  const source = p.sourceUrl ?? p.sourceTitle;
  const out: Unit[] = raw.map(({ unit, keys, words: unitWords, context, unquotable: hidden, headWords, nameKeys }) => ({
    text: unit.text,
    kind: unit.kind,
    segment: unit.segment,
    index: unit.index,
    paragraph: unit.paragraph,
    header: unit.header,
    words: unitWords,
    passage,
    sidePage,
    source,
    keys,
    head: null,
    context,
    unquotable: hidden,
    headWords,
    nameKeys,
  }));
  raw.forEach((r, i) => {
    if (r.head >= 0) out[i]!.head = out[r.head]!;
  });
  return out;
}

/**
 * Text never quoted as an answer, whatever it matches: instructions aimed at an AI planted in a
 * page (retrieved text is data, not instructions), customers' testimonials (someone's opinion,
 * not the business's word) and bylines ("leafpeeper_deals · September 4, 2025").
 */
const INSTRUCTION_RE =
  /\b(?:ignore|disregard|forget)\b.{0,30}\b(?:instructions?|prompts?|rules)\b|\b(?:ai|a\.i\.|chat ?bots?|(?:ai|virtual|digital) assistants?|language models?|llms?|gpt)\b.{0,60}\b(?:say|tell|answer|respond|reply|must|should)\b|\bsystem prompt\b/i;
/** A quotation standing alone, with at most a short attribution after it: “…” — Jane D. */
const TESTIMONIAL_RE = /^["“„«][^"“”„«»]{12,}["”»](?:\s*[—–-]\s*\S.{0,60})?$/;
const BYLINE_RE = /^[^.!?]{0,60}\s[·•|]\s(?:\w+\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+\w+\s+\d{4})$/;
/** A post's date line, date first: "Posted July 15, 2025 · Parks", "Published on 2024-03-01 by Admin". */
const DATE_LINE_RE =
  /^(?:(?:posted|published|updated)(?:\s+on)?\s+)?(?:\w+\.?\s+\d{1,2},?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}\s+\w+\s+\d{4})(?:\s*[·•|]\s*[^.!?]{0,40}|\s+by\s+[^.!?]{0,40})?\.?$/i;
const DATE_LINE_MARK_RE = /^(?:posted|published|updated)\b|[·•|]|\sby\s/i;

export function unquotable(text: string): boolean {
  return (
    INSTRUCTION_RE.test(text) ||
    TESTIMONIAL_RE.test(text) ||
    BYLINE_RE.test(text) ||
    (DATE_LINE_RE.test(text) && DATE_LINE_MARK_RE.test(text))
  );
}

interface Found {
  passage: number;
  quote: string;
  evidence: Evidence;
  /**
   * Two sections answer about as well and the engine cannot tell which one the customer means:
   * both are shown, as a "not sure" reply (not an answer), with the contact route.
   */
  alternative?: { passage: number; quote: string };
}

/** `ANSWER_DEBUG=1 npm run eval:lab`: the question's term weights and the best-covering units, per question. */
const DEBUG = !!process.env.ANSWER_DEBUG;

/** Why nothing was quoted: too little of the question covered, no figure where one was asked, a close rival. */
export type DeclineReason = 'coverage' | 'figure' | 'margin' | 'confidence' | 'other-page' | 'partial';

/** A page's title's keys ("Kittering Branch | Marrow Bay Library"), none for a file's name ("fees-2026.pdf"): documents are not siblings. */
function titleKeys(title: string | null | undefined): Set<string> {
  if (!title || /\.[a-z0-9]{2,4}$/i.test(title)) return new Set();
  return termKeys(title);
}
/** A word in this share of the retrieved pages' titles (three or more) is the site's name, not a page's. */
const SITE_NAME_SHARE = 0.8;
/** Sibling pages are named in a few words: "Tidewater Branch", "Dr. Anya Okafor", "Birthday Cakes". */
const MAX_SIBLING_TITLE_KEYS = 4;
/**
 * What a page is, not which one: "Park Hours", "Dog Services", "Contact & Locations", "Kids Menu"
 * name a kind of page, and a question about "the hours for Riverside Park" is no question about
 * another park (review). Concept keys (price, hours, child…) are such words too.
 */
const PAGE_KIND_WORDS: ReadonlySet<string> = new Set(
  [
    'service',
    'services',
    'contact',
    'menu',
    'rules',
    'info',
    'information',
    'faq',
    'faqs',
    'about',
    'policy',
    'policies',
    'page',
    'home',
    'team',
    'gallery',
    'news',
    'blog',
    'specials',
    'offers',
    'options',
    'program',
    'programs',
    'resources',
  ].map(stem),
);

/**
 * "Are there bike racks at the Tidewater branch?" answered from the Kittering Branch page: a site
 * of sibling pages (branches, parks, doctors, kinds of cake) names each in its title, and a quote
 * from one sibling's page is no answer about another that the question names and the quote does
 * not. Declined plainly: what one branch has says nothing of the next. The site's name, which
 * most titles share, is no part of a sibling's; a question that names the quote's own sibling as
 * well ("from the Essex office to the Williston office") is not about another alone (review).
 */
function fromSiblingPage(found: Found, passages: Passage[], q: ParsedQuestion): boolean {
  const own = passages[found.passage];
  if (!own) return false;
  const titles = passages.map((p) => titleKeys(p.sourceTitle));
  const withTitle = titles.filter((t) => t.size > 0);
  const siteWords = new Set(
    [...new Set(withTitle.flatMap((t) => [...t]))].filter(
      (k) => withTitle.length >= 3 && withTitle.filter((t) => t.has(k)).length >= SITE_NAME_SHARE * withTitle.length,
    ),
  );
  const name = (t: Set<string>) => new Set([...t].filter((k) => !siteWords.has(k)));
  const ownTitle = name(titles[found.passage]!);
  if (ownTitle.size === 0 || ownTitle.size > MAX_SIBLING_TITLE_KEYS) return false;
  const asked = q.terms.filter((t) => !t.weak && !t.fromCue).map((t) => t.key);
  const quoted = termKeys(found.quote);
  const missing = asked.filter((k) => !quoted.has(k) && !ownTitle.has(k) && !CONCEPT_KEYS.has(k) && !PAGE_KIND_WORDS.has(k));
  if (missing.length === 0) return false;
  return passages.some((p, i) => {
    if (p.sourceTitle === own.sourceTitle) return false;
    const other = name(titles[i]!);
    if (other.size === 0 || other.size > MAX_SIBLING_TITLE_KEYS) return false;
    const named = missing.filter((k) => other.has(k));
    if (named.length === 0) return false;
    const ownOnly = [...ownTitle].filter((k) => !other.has(k));
    // "From the Essex office to the Williston office" names the quote's own sibling too.
    if (ownOnly.some((k) => asked.includes(k))) return false;
    return ownOnly.length > 0 && [...other].some((k) => !named.includes(k) && ownTitle.has(k));
  });
}

/** The unit, read as also being about `key` for this question. */
function withKey(u: Unit, key: string): Unit {
  return { ...u, keys: new Set([...u.keys, key]) };
}

function bestAnswer(units: Unit[], q: ParsedQuestion, aboutSidePages: boolean): Found | DeclineReason {
  if (units.length === 0 || q.terms.length === 0) return 'coverage';
  // "How much is Plan B?" adds the key "price" for its form; a row that shows "$32" is about a
  // price though it never says the word, so it holds that key for this question. So it does when
  // the question says the word itself ("what's the cost of…", "do I have to pay for parking?").
  const cueTerm = q.terms.find((t) => t.fromCue) ?? (q.cue === 'price' ? q.terms.find((t) => t.key === 'price') : undefined);
  if (cueTerm && q.cue) units = units.map((u) => (cueMatches(q.cue!, u.text) ? withKey(u, cueTerm.key) : u));
  // "Whats ur number", "whats ur address", "whats ur email": a contact card's "Main office: 051
  // 381426", "Find us: 12 Harbour Road" or "Tel: … | info@harbourcafe.ie" gives one, though it
  // never says "phone", "address" or "email".
  // Not for a number the question names someone else's for ("number for bc one call", review).
  for (const [key, cue, states] of CONTACT_LINES)
    if ((cue === null || q.cue === cue) && q.terms.some((t) => t.key === key) && (key !== 'phone' || !q.wantsNumber || q.wantsOwnNumber))
      units = units.map((u) => (!u.keys.has(key) && states(u.text) ? withKey(u, key) : u));
  // "Someone is harassing me, who do I email?": an address in a sentence on the asked topic is the
  // one to write to, whoever's it is ("contact the Code of Conduct committee at conduct@…"); the
  // topic's words choose the sentence. A bare "whats ur email" still wants the business's own.
  if (q.terms.some((t) => t.key === 'email') && q.terms.some((t) => t.key !== 'email' && !t.weak && !t.fromCue && !t.optional))
    units = units.map((u) => (!u.keys.has('email') && givesAddressToWrite(u.text) ? withKey(u, 'email') : u));
  // "What time do u open on saturday": "reopening on Saturday 28 December" is about one date, not
  // every Saturday, unless the question gives a date too (review).
  const days = q.terms.filter((t) => DAY_KEYS.has(t.key)).map((t) => t.key);
  if (days.length > 0 && !q.terms.some((t) => /\d/.test(t.key)) && !q.holidayDay)
    units = units.map((u) =>
      days.some((d) => u.keys.has(d) && namesDayOnlyAsDate(d, u.text))
        ? { ...u, keys: new Set([...u.keys].filter((k) => !days.includes(k) || !namesDayOnlyAsDate(k, u.text))) }
        : u,
    );
  // "Are you open on weekends?": a line for Saturday or Sunday is about the weekend.
  if (q.terms.some((t) => t.key === WEEKEND_KEY))
    units = units.map((u) => (WEEKEND_DAY_KEYS.some((k) => u.keys.has(k)) && namesWeeklyWeekendDay(u.text) ? withKey(u, WEEKEND_KEY) : u));
  const weights = termWeights(units, q);
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const strong = [...weights.entries()].filter(([k]) => !q.terms.find((t) => t.key === k)?.weak).map(([, w]) => w);
  const cueWeight = strong.length > 0 ? strong.reduce((a, b) => a + b, 0) / strong.length : 1;

  const scored = units.map((u) => {
    const s = score(u, q, weights, total, cueWeight);
    if (u.sidePage && !aboutSidePages) s.score *= SIDE_PAGE_FACTOR;
    if (FACT_CUES.has(q.cue)) s.score *= customerCaseFactor(q, u);
    return s;
  });
  const named = namedHeads(units, q);
  const eligible = scored.filter((s) => {
    // A blank form's fields state nothing, and must not set the bar the real answers are held to.
    if (s.own <= 0 || isBlankField(s.unit, scored)) return false;
    const section = s.unit.kind === 'heading' || s.unit.kind === 'question' ? s.unit : s.unit.head;
    return s.coverage >= (section && named.has(section) ? MIN_COVERAGE * NAMED_SECTION_RELIEF : MIN_COVERAGE);
  });
  if (DEBUG) {
    console.log('  terms', [...weights].map(([k, w]) => `${k}:${w.toFixed(2)}`).join(' '), 'cue', q.cue);
    for (const s of [...scored].sort((a, b) => b.score - a.score).slice(0, 6))
      console.log(
        `  cov ${s.coverage.toFixed(2)} sc ${s.score.toFixed(2)} p${s.unit.passage} [${[...s.unit.keys].filter((k) => weights.has(k)).join(',')}] ${s.unit.text.slice(0, 110)}`,
      );
  }
  if (eligible.length === 0) return 'coverage';
  const df = keyFrequencies(units);
  // Highest score; ties go to the passage the caller ranked higher, then to the earlier unit.
  eligible.sort((a, b) => b.score - a.score || a.unit.passage - b.unit.passage || a.unit.index - b.unit.index);
  const top = eligible[0]!.score;
  const quoteOf = (s: Scored) =>
    s.unit.kind === 'heading' || s.unit.kind === 'question' ? quoteUnder(s, scored, !!q.list) : quoteAround(s, scored, q, df);
  // The first candidate passed over for want of the asked figure.
  let passedOver: Scored | null = null;
  for (const best of eligible) {
    // Candidates far below the best are other topics: declining beats quoting them.
    if (best.score < CANDIDATE_SHARE * top) break;
    // A heading with nothing under it in this passage has nothing to quote: try the next best.
    const quote = statesAskedFigure(best.unit, q)
      ? labelledRun(best.unit, scored, q)
      : statesAskedEmail(best.unit, q, scored)
        ? best.unit.text
        : quoteOf(best);
    // "How much…", "how long…", "when…" want a figure: a quote without one does not answer, however
    // well its words match ("Prices are per serving." for "wedding cake cost per slice?").
    if (quote && answersAsked(q, quote)) {
      if (passedOver && !keepsTopic(passedOver, best, q)) return 'figure';
      // No rival: the label right above the quoted line, with nothing else to quote ("Registered
      // office" over "483 Green Lanes, London, N13 4BS", here or on another page), a candidate this
      // quote already holds, one whose quote holds this one, or one giving the same phone number.
      // Another section's heading still is one ("Service area questions" over FAQs of their own).
      const label = scored.find((s) => s.unit.passage === best.unit.passage && s.unit.index === best.unit.index - 1)?.unit.text;
      const noRival = (s: Scored) => {
        if (quote.includes(s.unit.text)) return true;
        const other = quoteOf(s);
        if (!other) return s.unit.text === label;
        return other.includes(quote) || quote.includes(other) || givesSamePhoneNumber(q, quote, other) || sameWords(q, quote, other);
      };
      const evidence = evidenceFor(best, eligible, units, q, noRival);
      evidence.signals = signalsFor(best, q);
      // The same number in a passage the retrieval ranked higher (the contact card under the site's
      // top bar) backs the quote as if it were there.
      for (const s of eligible)
        if (
          s.unit.passage < evidence.signals.rank &&
          s.score >= CANDIDATE_SHARE * best.score &&
          givesSamePhoneNumber(q, quote, s.unit.text)
        )
          evidence.signals.rank = s.unit.passage;
      // Another section answers about as well: the engine cannot tell which one the customer
      // means, and a wrong answer costs more than an honest "I don't know".
      // Unless the quote covers the whole question, every topic word of it.
      // Or it is the list a list question names ("what flavours…" ↔ "Flavors").
      const complete =
        (evidence.coverage >= COMPLETE_COVERAGE && evidence.strongMissing === 0) ||
        (!!q.list && best.unit.kind === 'heading' && namedInFull(best.unit, weights));
      if (evidence.margin < MIN_MARGIN && !complete) {
        // Not an answer, but the customer sees what the two close candidates say (decision 017).
        const rival = evidence.rival!;
        const other = quoteOf(rival);
        if (!other || !answersAsked(q, other)) return 'margin';
        return { passage: best.unit.passage, quote, evidence, alternative: { passage: rival.unit.passage, quote: other } };
      }
      return { passage: best.unit.passage, quote, evidence };
    }
    if (quote) passedOver ??= best;
  }
  return 'figure';
}

/**
 * Whether a quote states what the question asks: the figure a "how much / how long / when / how
 * many" question wants, a name for "who owns…", the asked price itself rather than "…extra", and
 * for a yes-or-no question about the customer's own notice or headcount, a figure of that kind.
 */
function answersAsked(q: ParsedQuestion, quote: string): boolean {
  return (
    holdsAskedFigure(q, quote) &&
    (!q.wantsName || namesSomeone(quote)) &&
    (!q.wantsNamed || namesAThing(q, quote)) &&
    !leavesPriceOut(q, quote) &&
    meetsCustomersFigures(q, quote) &&
    (!q.wantsReach || reachesSomeone(quote)) &&
    (!q.wantsSeason || statesSeason(q, quote)) &&
    (!q.dayNamed || saysMoreThanDay(q.dayNamed, quote))
  );
}

/**
 * "Which news stations covered the burglary?" is not answered by "…the coverage from local media":
 * the quote must name something ("NBC Bay Area", "Room 1, The Willow", "Harbor Sourdough") or give
 * a number, other than the question's own words and not only where a sentence starts.
 */
const NAMED_THING_RE = /(?<!^|[.!?:]\s)(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’-]*|\d[\p{L}\p{N}.:,/-]*)/gu;
/** Things named in lower case: a list ("rabies, distemper and bordetella"), a floor or a side ("the second floor", "upstairs rooms"). */
const NAMED_IN_LOWER_CASE_RE =
  /\b[\p{L}-]+, [\p{L}-]+(?: [\p{L}-]+)?,? (?:and|or) [\p{L}-]+|\b(?:ground|first|second|third|fourth|top|lower|upper|basement|upstairs|downstairs|front|back|east|west|north|south)\b/iu;
function namesAThing(q: ParsedQuestion, quote: string): boolean {
  const asked = new Set(q.terms.map((t) => t.key));
  if (NAMED_IN_LOWER_CASE_RE.test(quote)) return true;
  return [...quote.matchAll(NAMED_THING_RE)].some((m) => {
    const w = words(m[0])[0];
    return !!w && !STOP_WORDS.has(w) && !asked.has(stem(w));
  });
}

/** A person, a team or a way to reach one: "who do I talk to about parking?" is not answered by "Parking is free". */
const REACH_RE =
  /\b(?:team|staff|desk|office|reception|receptionist|department|dept|manager|coordinator|advis[oe]rs?|officer|nurse|doctor|server|talk|speak|ask|contact|call|email|e-mail|chat|phone|text)\b|@/i;
function reachesSomeone(quote: string): boolean {
  return namesSomeone(quote) || cueMatches('phone', quote) || REACH_RE.test(quote);
}
/** A time of year: a season, a month ("may" only as May), a holiday. */
const SEASON_WORDS_RE =
  /\b(?:[Ss]pring|[Ss]ummer|[Aa]utumn|[Ff]all|[Ww]inter|[Ss]easonal|[Yy]ear-round|[Aa]ll year|[Jj]anuary|[Ff]ebruary|[Mm]arch|[Aa]pril|May|[Jj]une|[Jj]uly|[Aa]ugust|[Ss]eptember|[Oo]ctober|[Nn]ovember|[Dd]ecember|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|[Cc]hristmas|[Ee]aster|[Tt]hanksgiving|[Hh]alloween|[Nn]ew [Yy]ear|[Hh]olidays?|[Mm]emorial [Dd]ay|[Ll]abor [Dd]ay|[Hh]alf-term)\b/g;
/** "What time of year do you do the Christmas market" is not answered by "Our Christmas market has 60 stalls". */
function statesSeason(q: ParsedQuestion, quote: string): boolean {
  const asked = new Set(q.terms.map((t) => t.key));
  return [...quote.matchAll(SEASON_WORDS_RE)].some((m) => ![...termKeys(m[0])].every((k) => asked.has(k)) || termKeys(m[0]).size === 0);
}
/**
 * "When are vaccinations on wednesday?" is answered by "Wednesday mornings from 9 to 11", not by
 * "Storytime is on Wednesdays" or "Shuttles run Monday to Friday": a part of the day, a span, a
 * date or another day (not only inside a range of days) says more than the day asked (review).
 */
const PART_OF_DAY_RE =
  /\b(?:morning|mornings|afternoon|afternoons|evening|evenings|night|nights|lunchtime|all day|\d{1,2}(?::\d{2})?\s?(?:-|–|to|till|until)\s?\d{1,2}(?::\d{2})?)\b/i;
const WEEKDAY_RES = new Map(['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'].map((d) => [d, new RegExp(`\\b${d}days?\\b`, 'i')]));
function saysMoreThanDay(day: string, quote: string): boolean {
  const rest = quote.replace(/\b\w+days?\s*(?:-|–|to|through|thru|until)\s*\w+days?\b/gi, ' ');
  const other = [...WEEKDAY_RES].some(([d, re]) => d !== day && re.test(rest));
  return (
    other ||
    cueMatches('clock', quote) ||
    cueMatches('date', quote) ||
    PART_OF_DAY_RE.test(quote) ||
    /\bevery other\b/i.test(quote) ||
    closedOnDay(stem(`${day}day`), quote)
  );
}

/**
 * "If I cancel my pavilion 3 weeks before, do I get a refund?", "is the pavilion big enough for
 * about 180 people?": the answer turns on a notice period or a capacity. A quote of a yes-or-no
 * question that states none (the rain-refund rule, "the county's largest pavilion") does not answer it.
 */
function meetsCustomersFigures(q: ParsedQuestion, quote: string): boolean {
  return q.cue !== null || q.ownFigures.every((kind) => cueMatches(kind, quote));
}

/**
 * A part of a quote that ends by saying its thing is charged on top, unpriced ("court filing fees
 * extra", "parts not included"). Only at its end: "Extra cheese, $1.50" prices the cheese.
 */
const UNPRICED_RE = /\b(?:extra|not included|(?:billed|charged|priced) separately|on top|quoted on request)[.!]?$/i;

/**
 * "What's the probate court filing fee?" quoted "$285 per hour; court filing fees extra": the price
 * shown is another thing's, and the asked one is said to be charged on top, without a figure. A
 * topic word the quote holds only in such an unpriced part means the quote does not state its price.
 */
function leavesPriceOut(q: ParsedQuestion, quote: string): boolean {
  if (q.cue !== 'price') return false;
  const parts = quote.split(/[;.!?]\s+|,\s+|\s+[—–-]\s+/);
  const topic = q.terms.filter((t) => !t.weak && !t.fromCue && t.key !== 'price').map((t) => t.key);
  return parts.some((part, i) => {
    if (!UNPRICED_RE.test(part.trim()) || cueMatches('price', part)) return false;
    const own = termKeys(part);
    const rest = termKeys(parts.filter((_, j) => j !== i).join(' '));
    return topic.some((k) => own.has(k) && !rest.has(k));
  });
}

/**
 * "How much to rent the ice rink?": the best-matching sentence says "call the arena for rates" (no
 * figure), and the next one with a price is about nature parties. A unit quoted in place of a
 * better one that lacked the figure must hold every topic word that one held, or it is about
 * something else (tuning half: 2 wrong answers fewer for 1 right; held out: 2 fewer, none lost).
 */
function keepsTopic(passedOver: Scored, fallback: Scored, q: ParsedQuestion): boolean {
  const held = (u: Unit) => new Set([...u.keys, ...u.context]);
  const before = held(passedOver.unit);
  const now = held(fallback.unit);
  return q.terms.every((t) => t.weak || t.fromCue || !before.has(t.key) || now.has(t.key));
}

/**
 * Two quotes that give the same phone number, and only that: the contact card and the site's top
 * bar ("Call us: 01632 960123 · Beginners always welcome"). Not the same time or price: "9am" in two
 * quotes is often two different things' (measured).
 */
function givesSamePhoneNumber(q: ParsedQuestion, a: string, b: string): boolean {
  if (q.cue !== 'phone') return false;
  const figures = (text: string) => new Set(phoneNumbersIn(text).map((p) => p.number.replace(/\D/g, '')));
  const [fa, fb] = [figures(a), figures(b)];
  return fa.size > 0 && fa.size === fb.size && [...fa].every((f) => fb.has(f));
}

function evidenceFor(best: Scored, eligible: Scored[], units: Unit[], q: ParsedQuestion, noRival: (s: Scored) => boolean): Evidence {
  const u = best.unit;
  const held = new Set([...u.keys, ...u.context]);
  const strong = q.terms.filter((t) => !t.weak && !t.fromCue && !t.optional);
  const missing = strong.filter((t) => !held.has(t.key));
  const known = missing.filter((t) => units.some((x) => x.keys.has(t.key)));
  // Rows of one source's tables are alternatives the question chooses between ("adult" or "child" cleaning),
  // not rival answers; other sections and other passages are.
  const sameTable = (s: Scored) => s.unit.source === u.source && s.unit.kind === 'row' && u.kind === 'row';
  // A rival must be able to answer too: for "how much…" a unit without a price is no rival.
  const canAnswer = (x: Unit) => answersAsked(q, x.text);
  const rival = eligible.find(
    (s) =>
      s !== best &&
      (s.unit.passage !== u.passage || s.unit.segment !== u.segment) &&
      !sameTable(s) &&
      !agrees(u, s.unit, q) &&
      canAnswer(s.unit) &&
      !noRival(s),
  );
  return {
    coverage: best.coverage,
    strongTerms: strong.length,
    strongMissing: missing.length,
    strongMissingKnown: known.length,
    margin: rival && rival.score > 0 ? best.score / rival.score : Infinity,
    rival,
  };
}

/**
 * The same text twice in other dress: the menu page's "Chicken and Waffles: $21.95. … Available
 * Tuesdays!" and the printed menu's "Chicken and Waffles .... 21.95 — … Available Tuesdays!". Nearly
 * all their words are shared, and they state the same figures of the asked kind (or, for a question
 * asking none, the same numbers): no choice between them for the customer to make.
 */
function sameWords(q: ParsedQuestion, a: string, b: string): boolean {
  if (NEGATION_RE.test(a) !== NEGATION_RE.test(b)) return false;
  const wordsOf = (text: string) => new Set(words(text).filter((w) => /^\p{L}{2,}$/u.test(w)));
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  const [fewer, more] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (fewer.size < 4 || fewer.size < NEAR_DUPLICATE_SHARE * more.size) return false;
  if ([...fewer].filter((w) => more.has(w)).length < NEAR_DUPLICATE_SHARE * fewer.size) return false;
  // The words they differ in name no day, month, place or branch: "Downtown brunch … Available
  // Tuesdays!" and "Airport brunch … Available Sundays!" are two answers (review).
  const named = new Set(words([...a.matchAll(CAPITALISED_RE), ...b.matchAll(CAPITALISED_RE)].map((m) => m[0]).join(' ')));
  const differ = [...wa, ...wb].filter((w) => !(wa.has(w) && wb.has(w)));
  if (differ.some((w) => named.has(w) || daysWithin(w).length > 0 || monthsWithin(w).length > 0)) return false;
  const figures = (text: string) => (q.cue && FACT_CUES.has(q.cue) ? askedFigures(q.cue, text) : new Set(text.match(NUMBER_RE) ?? []));
  const [fa, fb] = [figures(a), figures(b)];
  return fa.size === fb.size && [...fa].every((f) => fb.has(f));
}
const CAPITALISED_RE = /\p{Lu}[\p{L}'’-]*/gu;
/** Words two quotes must share to be the same text twice (of the one with fewer), and their size ratio. */
const NEAR_DUPLICATE_SHARE = 0.85;

/** The figures of the asked kind a text states; "$2.95" on the menu page is the printed menu's "2.95". */
function askedFigures(cue: Cue, text: string): Set<string> {
  return new Set([...cueFigures(cue, text)].map((f) => f.replace(/^[$€£¥]\s?/u, '')));
}

/** Every number of a text, as written: "$0.84", "3:00", "2,000". */
const NUMBER_RE = /\d+(?:[.,:]\d+)*/g;
/** Content words shared for two units to say the same thing in other words (of the shorter one's). */
const AGREEING_SHARE = 0.6;
/** Words that turn a statement around: "padlocks are allowed" and "padlocks are not allowed" differ. */
const NEGATION_RE = /\b(?:not|no|never|cannot|can't|won't|don't|doesn't|isn't|aren't|without|none)\b|n['’]t\b/i;

/**
 * Whether a second unit says what the first does, so it is no rival: the same sentence on another
 * page (a footer, an FAQ both uploaded and on the site), or the same fact in other words, as the
 * price list's row and the pricing page's line both giving "$0.84 per pound" for 301 to 600 miles.
 * Both must say it the same way round (a "not" in one only is another fact). For a question asking
 * a figure, both must state the same figures of the asked kind ("30-minute lesson: $45" and
 * "45-minute lesson: $30" differ); otherwise every number of the one with fewer must be in the other
 * ("24 hours before" and "48 hours before" never agree) and most of their content words be shared.
 */
function agrees(a: Unit, b: Unit, q: ParsedQuestion): boolean {
  if (a.text === b.text) return true;
  if (NEGATION_RE.test(a.text) !== NEGATION_RE.test(b.text)) return false;
  if (q.cue && FACT_CUES.has(q.cue)) {
    const [fa, fb] = [askedFigures(q.cue, a.text), askedFigures(q.cue, b.text)];
    // The same figures, not some of them: "$45 per lesson" does not agree with "$30 semi-private,
    // $45 a month for groups", nor "Sat: 8 am – 4 pm" with "weekdays 8 am – 4 pm, Saturdays 9–1" (review).
    return fa.size > 0 && fa.size === fb.size && [...fa].every((f) => fb.has(f));
  }
  const numbers = (u: Unit) => new Set(u.text.match(NUMBER_RE) ?? []);
  const [na, nb] = [numbers(a), numbers(b)];
  const [fewer, more] = na.size <= nb.size ? [na, nb] : [nb, na];
  if (![...fewer].every((n) => more.has(n))) return false;
  const asked = new Set(q.terms.map((t) => t.key));
  const own = (u: Unit) => [...u.keys].filter((k) => !asked.has(k));
  const [ka, kb] = [own(a), own(b)];
  const [shorter, longer] = ka.length <= kb.length ? [ka, new Set(kb)] : [kb, new Set(ka)];
  return shorter.length >= 3 && shorter.filter((k) => longer.has(k)).length >= AGREEING_SHARE * shorter.length;
}

function signalsFor(best: Scored, q: ParsedQuestion): Signals {
  const u = best.unit;
  return {
    rank: u.passage,
    kind: u.kind,
    headAgrees: !!u.head && q.terms.some((t) => !t.weak && !t.fromCue && u.head!.keys.has(t.key)),
  };
}

/** idf over all units of the passages; words the passages never use weigh double the rarest. */
function termWeights(units: Unit[], q: ParsedQuestion): Map<string, number> {
  const n = units.length;
  const unseen = 2 * Math.log(1 + n / 0.5);
  const weights = new Map<string, number>();
  for (const t of q.terms) {
    const df = units.reduce((c, u) => c + (u.keys.has(t.key) ? 1 : 0), 0);
    // A time or situation word the passages never use ("how MANY rooms", "my OLD dog") says
    // nothing about whether they answer: it does not count against them. Nor do the customer's
    // own figures ("she's about 70 LBS", "my 16 YR old", "at like 2:30"): a business states its
    // rules as ranges and limits, never as the asker's number.
    if (df === 0 && (t.weak || t.optional || isCustomersFigure(t.key))) continue;
    const idf = df === 0 ? unseen : Math.log(1 + n / df);
    weights.set(t.key, idf * (t.weak ? 0.3 : 1) * (INTENT_CONCEPTS.has(t.key) ? INTENT_BOOST : 1));
  }
  return weights;
}

/**
 * "How much to spay my lab, she's about 70 lbs": of the rows "Dog spay (under 50 lb)" and "Dog spay
 * (50 lb and over)", the one whose limit admits the customer's figure is theirs, the other is
 * someone else's. Only for figure questions: for "my lab is 75 lbs, is that ok?" the limit it
 * falls outside is the answer.
 */
const OTHER_CASE_FACTOR = 0.5;
const OWN_CASE_FACTOR = 1.1;
function customerCaseFactor(q: ParsedQuestion, u: Unit): number {
  const fit = customerFit(q.measures, u.text);
  return fit === 'excludes' ? OTHER_CASE_FACTOR : fit === 'admits' ? OWN_CASE_FACTOR : 1;
}

/** Units a customer gives their own figures in ("70 lbs", "16 yr old", "2 miles out"). */
const MEASURE_WORDS: ReadonlySet<string> = new Set(
  'lb lbs pound pounds kg kgs kilo kilos yr yrs yo ft feet foot inch inches cm sq sqft mile miles mi km'.split(' '),
);
function isCustomersFigure(key: string): boolean {
  return /^(?:minus)?\d/.test(key) || MEASURE_WORDS.has(key);
}

/** Headings and FAQ questions whose words the question names nearly all of (see NAMED_SECTION_RELIEF). */
function namedHeads(units: Unit[], q: ParsedQuestion): Set<Unit> {
  const asked = new Set(q.terms.map((t) => t.key));
  const named = new Set<Unit>();
  for (const u of units) {
    if (u.kind !== 'heading' && u.kind !== 'question') continue;
    const own = u.headWords;
    const hits = [...own].filter((k) => asked.has(k)).length;
    if (hits >= 2 && hits >= NAMED_HEAD_SHARE * own.size) named.add(u);
  }
  return named;
}

/**
 * How well a unit carries the kind of fact asked for: 1 when it does, 0 when not. A person named
 * in the heading above counts for "who" ("Dr. Rafael Núñez, DMD" above "Speaks Spanish"), and
 * day names without a time count half for "when".
 */
function cueStrength(cue: Cue, u: Unit): number {
  // Numbers are in most sentences: one says little about which answers "how many".
  if (cue === 'count') return 0;
  if (cueMatches(cue, u.text)) return cue === 'time' && !cueMatches('clock', u.text) ? DAY_ONLY_TIME_CUE : 1;
  if (cue === 'who' && u.head && (cueMatches('who', u.head.text) || headsABio(u.head.text, u.text))) return 1;
  return 0;
}

/**
 * A staff bio's heading: a person's name ("Søren Ångström — Heat Pump Specialist", "Inês Ferreira,
 * Attorney") over text that goes on about them by first name or pronoun.
 */
const NAME_HEADING_RE = /^(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}'’.-]*){1,2}\s*(?:[—–|,(]|\s-\s|$)/u;
function headsABio(heading: string, text: string): boolean {
  const m = NAME_HEADING_RE.exec(heading);
  if (!m) return false;
  return PRONOUN_START_RE.test(text) || new RegExp(`(?<![\\p{L}])${m[1]}(?![\\p{L}])`, 'u').test(text);
}

/** Whether every word of a heading (time and situation words aside) is one the question asks about. */
function namedInFull(u: Unit, weights: Map<string, number>): boolean {
  return u.headWords.size > 0 && [...u.headWords].every((k) => weights.has(k));
}

/** In how many units each key occurs. */
function keyFrequencies(units: Unit[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const u of units) for (const k of u.keys) df.set(k, (df.get(k) ?? 0) + 1);
  return df;
}

function namesMemberOf(u: Unit, group: string): boolean {
  for (const k of u.keys) if (isMemberKey(k) && memberGroup(k) === group) return true;
  for (const k of u.context) if (isMemberKey(k) && memberGroup(k) === group) return true;
  return false;
}

/** How much less a word counts in a menu item's description than in its name. */
const DESCRIBED_DISCOUNT = 0.6;

function score(u: Unit, q: ParsedQuestion, weights: Map<string, number>, total: number, cueWeight: number): Scored {
  let own = 0;
  let ctx = 0;
  let agreeing = 0;
  // A member the question names (Thanksgiving, a cat) counts against a unit that names another of
  // its group (Christmas Eve, dogs), not against one that names only the group ("pets welcome on
  // the patio", "closed on all holidays"): there it is no part of what the unit must cover (review).
  let unasked = 0;
  // What a menu item's name says outranks what its description mentions: "extra avocado, how much?"
  // is the "Avocado 2.95" side, not a quesadilla "topped with sliced avocado". Ranking only.
  let described = 0;
  for (const [key, w] of weights) {
    if (u.keys.has(key)) {
      own += w;
      if (u.nameKeys && !u.nameKeys.has(key)) described += w;
      if (u.context.has(key)) agreeing += w;
    } else if (u.context.has(key)) ctx += w;
    else if (isMemberKey(key) && !namesMemberOf(u, memberGroup(key))) unasked += w;
    // The customer's own detail ("my water bottle", "talk to"): it counts where a unit names it, never against one that does not.
    else if (q.terms.some((t) => t.optional && t.key === key)) unasked += w;
  }
  const isHead = u.kind === 'heading' || u.kind === 'question';
  const cue = isHead || q.cue === null ? 0 : cueWeight * cueStrength(q.cue, u);
  // A heading or FAQ question is never quoted itself, only what is under it. One that names the
  // whole question ("Restorative care"), or that the question names in full ("what do I need to
  // bring…" ↔ "What to bring"), means the section is about it: rank it above a sentence that
  // merely mentions the words; otherwise a little below a body sentence that matches as well.
  const headFactor = isHead && total > 0 && (own / total > 0.99 || namedInFull(u, weights)) ? 1.1 : 0.9;
  // "What flavours do you have?" under a heading "Flavors": the list under it is the answer, whatever
  // else the question names ("cake") that the heading leaves out.
  const listHead = isHead && q.list && headFactor > 1;
  let base = isHead
    ? (listHead ? total : own) * headFactor
    : own - DESCRIBED_DISCOUNT * described + CONTEXT_WEIGHT * ctx + AGREEING_CONTEXT_WEIGHT * agreeing + cue;
  if (u.head && !q.terms.some((t) => !t.weak && u.head?.keys.has(t.key)))
    base *= u.head.kind === 'question' ? OTHER_QUESTION_FACTOR : OTHER_SECTION_FACTOR;
  // Passages come ranked by the caller's retrieval; keep that as a faint tie-breaker.
  const rank = 1 - 0.02 * Math.min(u.passage, 10);
  return { unit: u, score: base * rank, coverage: total - unasked > 0 ? (own + ctx) / (total - unasked) : 0, own };
}

/** An email address, as a label's value states it. */
const EMAIL_ADDRESS_RE = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+\.?$/;
/** A label and its value on one line: "Phone: 051 381426", "TELEPHONE NO: 051-381426". */
const LABELLED_VALUE_RE = /^[^:\n]{2,30}:\s+(\S[^\n]{0,60})$/;

/** "Which days are you shut", "what are your opening times", "open saturday?": the hours, nothing else. */
const HOURS_ALONE_KEYS: ReadonlySet<string> = new Set(['hours', stem('day'), stem('time'), WEEKEND_KEY, ...DAY_KEYS]);
function asksHoursAlone(q: ParsedQuestion): boolean {
  return q.cue === 'time' && q.terms.every((t) => t.fromCue || HOURS_ALONE_KEYS.has(t.key));
}

/**
 * A short "label: value" line set apart by blank lines reads as a heading, and what follows it is
 * another label's ("TELEPHONE NO: 051-381426", then "Website: …"). When its value states the figure
 * asked for, it is the quote. Not a count: "Room 2: Function room" says nothing of how many it seats.
 */
function statesAskedFigure(u: Unit, q: ParsedQuestion): boolean {
  // A line of its own, or an hours table's row ("Thursday | Opening Times: Closed") for a question
  // about the hours and days alone ("I work until 5, any evening hours?" picks the late day's row).
  const line = u.kind === 'heading' || (u.kind === 'row' && asksHoursAlone(q) && (isHoursLine(u.text) || isClosedLine(u.text)));
  if (!line || q.cue === null || q.cue === 'count') return false;
  // "Pancake stack €9": a dish and its price on one line; a card's "T: 066 915 0000" or its street address.
  if (q.cue === 'price' && NAME_AND_PRICE_RE.test(u.text)) return true;
  if ((q.cue === 'phone' && statesOwnPhone(u.text)) || (q.cue === 'where' && statesOwnAddress(u.text))) return true;
  const value = LABELLED_VALUE_RE.exec(u.text)?.[1];
  // "Closed Sundays and Bank Holidays": whether it opens, for the days it names (answersAsked
  // still wants a time of day where one is asked).
  if (q.cue === 'time' && (closedOnAskedDay(q, u.text) || isClosedLine(u.text))) return true;
  // "Saturday 9am to 1pm" on a line of its own: a day's hours without a colon.
  if (!value) return q.cue === 'time' && isHoursLine(u.text) && holdsAskedFigure(q, u.text);
  return q.cue === 'phone' ? cueMatches('phone', value) : FACT_CUES.has(q.cue) && holdsAskedFigure(q, value);
}

const CONTACT_LINES: readonly [key: string, cue: Cue | null, states: (text: string) => boolean][] = [
  ['phone', 'phone', statesOwnPhone],
  ['location', 'where', statesOwnAddress],
  ['email', null, statesOwnEmail],
];

const NAME_AND_PRICE_RE = /^(?![$€£¥])[^:$€£¥]{2,60}\s[$€£¥]\s?\d[\d.,]*$/u;

/** The most lines of one run of labels and values quoted together. */
const MAX_RUN_LINES = 10;

/**
 * "What are your hours?" over "Monday - Friday: 8am - 6pm", "Saturday: 9am - 2pm", "Sunday:
 * Closed" written as lines of their own: the question names none of the labels, so every line of
 * the run is part of the answer, not only the best-matching one. "Open saturday?" names its line's
 * label, and that line is the answer; so is a question naming "child" of "Adult: $10", "Child: $5".
 */
function labelledRun(u: Unit, scored: Scored[], q: ParsedQuestion): string {
  // A contact card's lines are not one answer: "Phone:", then "Fax:" (review).
  const isLine = (text: string) => LABELLED_VALUE_RE.test(text) || (q.cue === 'time' && (isHoursLine(text) || isClosedLine(text)));
  if ((q.cue !== 'time' && q.cue !== 'price') || !isLine(u.text)) return u.text;
  // What a line is of: before its colon, or before its first figure ("Saturday 9am to 1pm").
  const label = (x: Unit) => {
    const colon = x.text.indexOf(':');
    const keys = termKeys(colon >= 0 && colon < 40 ? x.text.slice(0, colon) : isClosedLine(x.text) ? x.text : x.text.split(/\d/)[0]!);
    if (WEEKEND_DAY_KEYS.some((k) => keys.has(k))) keys.add(WEEKEND_KEY);
    return keys;
  };
  // Day names hold the key "hours" and prices "price": the kind of fact asked names no one line.
  const asked = q.terms
    .filter((t) => !t.fromCue && (!t.weak || DAY_KEYS.has(t.key) || t.key === WEEKEND_KEY) && t.key !== 'hours' && t.key !== 'price')
    .map((t) => t.key);
  // Lines of their own, or an hours table's rows ("Thursday | Opening Times: Closed").
  const sameShape = (x: Unit) => x.kind === 'heading' || (x.kind === 'row' && u.kind === 'row');
  const states = (x: Unit | undefined): x is Unit =>
    !!x &&
    sameShape(x) &&
    x.passage === u.passage &&
    isLine(x.text) &&
    (statesAskedFigure(x, q) || (q.cue === 'time' && isClosedLine(x.text)));
  const at = (i: number) => scored.find((s) => s.unit.passage === u.passage && s.unit.index === i)?.unit;
  const run = [u];
  for (let i = u.index - 1, x = at(i); states(x) && run.length < MAX_RUN_LINES; x = at(--i)) run.unshift(x);
  for (let i = u.index + 1, x = at(i); states(x) && run.length < MAX_RUN_LINES; x = at(++i)) run.push(x);
  // "Open saturday?" names its line, "weekend hours?" two of them (Saturday's and Sunday's).
  const first = run[0]!;
  const named = run.filter((x) => asked.some((k) => label(x).has(k)));
  if (named.includes(u)) run.splice(0, run.length, ...named);
  // "Summer (June - August)" above the run: whose hours they are (review).
  const above = at((u.kind === 'row' ? first : run[0]!).index - 1);
  // A table's title says whose hours its rows are: "Kitchen" under the bar's (review).
  const season =
    above?.kind === 'heading' && !isLine(above.text) && (namesSeason(above.text) || u.kind === 'row')
      ? `${above.text.replace(/[:.]$/, '')}: `
      : '';
  return season + (run.length === 1 ? u.text : run.map((x) => (/[.!?]$/.test(x.text) ? x.text : `${x.text}.`)).join(' '));
}
/**
 * "Email: hello@clinic.example" as a page's last line reads as a heading with nothing under it: it
 * answers a question that asks for the email and nothing else ("whats ur email"), when no other
 * line states one. The site's contact card does, and its address is the business's; a team
 * member's or the jobs address is not (review).
 */
function statesAskedEmail(u: Unit, q: ParsedQuestion, scored: Scored[]): boolean {
  if (u.kind !== 'heading' || !u.keys.has('email') || !q.terms.every((t) => t.key === 'email' || t.weak)) return false;
  const value = LABELLED_VALUE_RE.exec(u.text)?.[1];
  if (!value || !EMAIL_ADDRESS_RE.test(value)) return false;
  return !scored.some((s) => s.unit.kind !== 'heading' && s.unit.keys.has('email') && EMAIL_IN_TEXT_RE.test(s.unit.text));
}

/** A form field's label: a few words and a colon, nothing after it ("Phone number:", "Date:"). */
const FIELD_LABEL_RE = /^(?:\S+\s){0,3}\S+:$/;
/** What marks a field of a blank form: "Optional", "Required", or a line to write on. */
const FORM_MARK_RE = /^(?:\(?(?:optional|required)\)?|[._…\s-]{3,})$/i;
/** A form's fields in a row ("Name:", "Postcode:", "Phone number:", "Optional"). */
const MAX_FIELDS_IN_A_ROW = 6;
/** Two or more labels on one line with nothing after any of them ("Contact Phone Number: Club:"). */
const FIELD_LABELS_LINE_RE = /^(?:(?:\S+\s){0,3}\S+:\s+){1,5}(?:\S+\s){0,3}\S+:$/;

/**
 * A blank form's field ("Phone number:" then "Optional" on a registration form) states nothing:
 * whatever it matches, it is no answer.
 */
function isBlankField(u: Unit, scored: Scored[]): boolean {
  if (FIELD_LABELS_LINE_RE.test(u.text)) return true;
  if (!FIELD_LABEL_RE.test(u.text)) return false;
  // Labels in a row are a form's fields, unless what follows them fills them in ("Parking:", "On
  // site:", "12 free spaces behind the building": review).
  for (let i = 1; i <= MAX_FIELDS_IN_A_ROW; i++) {
    const next = scored.find((s) => s.unit.passage === u.passage && s.unit.index === u.index + i);
    if (!next || FORM_MARK_RE.test(next.unit.text)) return true;
    if (!FIELD_LABEL_RE.test(next.unit.text)) return false;
  }
  return true;
}

/**
 * The best sentence plus its best neighbours under the same heading, in reading order. The
 * sentence right after it counts as a good neighbour when it goes on about something rare the
 * best one names ("…sterilised in the autoclave." "A spore test of each autoclave…").
 */
function quoteAround(best: Scored, scored: Scored[], q: ParsedQuestion, df: Map<string, number>): string {
  const u = best.unit;
  const asked = new Set(q.terms.map((t) => t.key));
  const continues = (n: Unit) =>
    n.index === u.index + 1 &&
    [...n.keys].some((k) => u.keys.has(k) && !asked.has(k) && !/\d/.test(k) && (df.get(k) ?? 0) <= CONTINUATION_MAX_DF);
  const neighbours = scored.filter(
    (s) =>
      s !== best &&
      s.unit.passage === u.passage &&
      s.unit.segment === u.segment &&
      isBody(s.unit) &&
      Math.abs(s.unit.index - u.index) <= NEIGHBOUR_DISTANCE &&
      (u.kind === 'row' || s.unit.kind === 'row' || (u.kind === 'item' && s.unit.kind === 'item')
        ? s.score >= ROW_NEIGHBOUR_SHARE * best.score
        : s.score >= NEIGHBOUR_SHARE * best.score || continues(s.unit)),
  );
  neighbours.sort(byUsefulness);
  const chosen = [best];
  let chars = u.text.length;
  for (const n of neighbours) {
    if (chosen.length >= MAX_QUOTED_UNITS) break;
    if (chars + n.unit.text.length > MAX_QUOTE_CHARS) continue;
    chosen.push(n);
    chars += n.unit.text.length;
  }
  // A card ("The Burger You Can't Finish", "$18.95", then what is on it) is quoted whole: its row
  // names and prices the item, the line under it says what it is ("what's on the burger…").
  // The description is its whole paragraph ("A delectable combination of sweet and savory! Layers
  // of ham, turkey, and cheese between French toast slices…"), within the card's length.
  if (isCardRow(u)) {
    const description = sameSection(scored, u, 1);
    if (description?.unit.kind === 'sentence' && !chosen.includes(description) && isCardDescription(description.unit.text)) {
      let length = 0;
      for (let i = 1; ; i++) {
        const next = sameSection(scored, u, i);
        if (next?.unit.kind !== 'sentence' || next.unit.paragraph !== description.unit.paragraph) break;
        if (i > 1 && BUSINESS_VOICE_RE.test(next.unit.text)) break;
        length += next.unit.text.length;
        if (i > 1 && length > MAX_CARD_DESCRIPTION_CHARS) break;
        if (chosen.includes(next)) continue;
        chosen.push(next);
        chars += next.unit.text.length;
      }
    }
  }
  chosen.sort((a, b) => a.unit.index - b.unit.index);
  // "The most popular times at the moment are:" says nothing without the list it introduces, all
  // of it, though its first item was chosen already.
  let last = chosen.at(-1)!.unit;
  const listed = (u: Unit) => u.kind === 'item' || u.kind === 'row';
  const intro = chosen.length >= 2 && listed(last) ? chosen.at(-2)!.unit : null;
  if (intro && /:$/.test(intro.text) && last.index === intro.index + 1 && last.segment === intro.segment) last = intro;
  if (/:$/.test(last.text)) {
    for (let i = 1; i <= MAX_INTRODUCED_ITEMS; i++) {
      // "Email address: info@…" under "How to contact us, call, email or visit:" is one of its
      // items, though a label line starts a section of its own.
      const item = scored.find((s) => s.unit.passage === last.passage && s.unit.index === last.index + i);
      // Only a label the line names: "Email address:" under "…call, email or visit:", not
      // "Nail trim: $15" under "…prices are listed below:" (review).
      const isItem =
        item &&
        ((item.unit.segment === last.segment && listed(item.unit)) ||
          (item.unit.kind === 'heading' && LABELLED_VALUE_RE.test(item.unit.text) && namesLabel(last, item.unit)));
      if (!isItem || chars + item.unit.text.length > MAX_QUOTE_CHARS * 2) break;
      if (chosen.includes(item)) continue;
      chosen.push(item);
      chars += item.unit.text.length;
    }
  }
  // "He cooks breakfast most mornings": a quote that opens on a pronoun says who only with the
  // sentence before it ("Tomás Ó Briain is our chef.").
  const first = chosen[0]!.unit;
  if (PRONOUN_START_RE.test(first.text)) {
    const before = sameSection(scored, first, -1);
    if (before && isBody(before.unit) && chars + before.unit.text.length <= MAX_QUOTE_CHARS + 160) chosen.unshift(before);
  }
  const head = u.head;
  // "if you have changed brands" means something only after its lead-in "A patch test is required:".
  const leadIn = first.kind === 'item' && head?.kind === 'heading' && /\p{Ll}.*:$/u.test(head.text) ? [head.text] : [];
  const quote = joinSentences([...leadIn, ...chosen.map((s) => s.unit.text)]);
  // "Who speaks Spanish?" answered from under "Dr. Rafael Núñez, DMD": the heading says who.
  if (
    q.cue === 'who' &&
    head &&
    !chosen.some((s) => cueMatches('who', s.unit.text)) &&
    (cueMatches('who', head.text) || headsABio(head.text, quote))
  ) {
    return `${head.text.replace(/[:.]$/, '')}: ${quote}`;
  }
  return quote;
}

/** Whether a line that ends in a colon names the label of a "Label: value" line under it. */
function namesLabel(intro: Unit, labelled: Unit): boolean {
  const label = labelled.text.slice(0, labelled.text.indexOf(':'));
  return [...termKeys(label)].some((k) => intro.keys.has(k));
}

/** The unit `offset` places from `u` under the same heading of the same passage, if any. */
function sameSection(scored: Scored[], u: Unit, offset: number): Scored | undefined {
  return scored.find((s) => s.unit.passage === u.passage && s.unit.segment === u.segment && s.unit.index === u.index + offset);
}

/** A card's description longer than this is a section of its own, not a line under a price. */
const MAX_CARD_DESCRIPTION_CHARS = 240;

/** "Phone", "Call us", "Hours", "Open daily": a contact line, not an item with a description. */
const CONTACT_TITLE_RE =
  /^(?:phone|tel|telephone|call|call us|text|email|e-mail|fax|mobile|hours|opening hours|open|open daily|address|visit us)\b/i;
/**
 * What is no item's description (review): the page's own voice ("We are closed on Sundays",
 * "Please arrive 10 minutes early"), its footer ("© 2025…", "Follow us…"), or another price ("The
 * Best Man Package is $90…", which would read as what this card includes).
 */
const NOT_A_DESCRIPTION_RE =
  /^(?:we|we're|please|you|your|all|call|follow|visit|book|order|open|closed)\b|^our (?!popular|famous|signature|classic|house|homemade|own)|©|\ball rights reserved\b|\bregistered in\b|[$£€¥]\s?\d|\d\s?(?:dollars|euros|pounds)\b/i;

/** A pricing card's row: its title and figure joined (units.ts joinCardFragment), under that title. */
function isCardRow(u: Unit): boolean {
  return u.kind === 'row' && u.head?.kind === 'heading' && u.text.startsWith(`${u.head.text}: `) && !CONTACT_TITLE_RE.test(u.head.text);
}

function isCardDescription(text: string): boolean {
  return text.length <= MAX_CARD_DESCRIPTION_CHARS && !NOT_A_DESCRIPTION_RE.test(text);
}

/**
 * A heading or FAQ question matched best: quote what is under it. A list is quoted with its
 * heading ("Preventive care: check-ups…; fluoride…"), an answer paragraph as its first sentences.
 */
function quoteUnder(best: Scored, scored: Scored[], list = false): string {
  const u = best.unit;
  const body = scored.filter(
    (s) => s.unit.passage === u.passage && s.unit.segment === u.segment && isBody(s.unit) && s.unit.index > u.index,
  );
  if (body.length === 0 && list) {
    const cards = cardNames(u, scored);
    if (cards.length >= 2) return `${u.text.replace(/[:?.]$/, '')}: ${cards.join('; ')}.`;
  }
  if (body.length === 0) {
    // "Flavors" over "Cake" over the list: the sub-heading's section is what the heading holds.
    const sub = scored.find((s) => s.unit.passage === u.passage && s.unit.index === u.index + 1 && s.unit.kind === 'heading');
    const under = sub ? quoteUnder(sub, scored, list) : '';
    return under ? `${u.text.replace(/[:?.]$/, '')} — ${under}` : '';
  }
  const items = body.filter((s) => s.unit.kind === 'item' || s.unit.kind === 'row');
  // "What services do you offer?" over "Services", "We offer:", the list, then a closing line: the
  // list is the answer, with the sentence that brings it in.
  const intro =
    items.length >= 2
      ? (body.find((s) => s.unit.index === items[0]!.unit.index - 1 && s.unit.text.endsWith(':'))?.unit ??
        (u.text.endsWith(':') && items[0]!.unit.index === u.index + 1 ? u : undefined))
      : undefined;
  const last = items.at(-1)?.unit.index ?? -1;
  const listFirst = body.every((s) => s.unit.kind !== 'sentence' || s.unit === intro || s.unit.index > last);
  if (list && intro && listFirst) return `${intro.text.replace(/:$/, '')}: ${listOf(items).join('; ')}.`;
  if (items.length === body.length) {
    return `${u.text.replace(/[:?.]$/, '')}: ${listOf(items).join('; ')}.`;
  }
  const ranked = [...body].sort(byUsefulness);
  const useful = ranked.filter((s) => s.score > 0);
  const picked = (useful.length > 0 ? useful : body).slice(0, MAX_QUOTED_UNITS);
  picked.sort((a, b) => a.unit.index - b.unit.index);
  let text = '';
  for (let n = 1; n <= picked.length; n++) {
    const next = joinSentences(picked.slice(0, n).map((s) => s.unit.text));
    if (text && next.length > MAX_QUOTE_CHARS) break;
    text = next;
  }
  return text;
}

/** The whole list when it fits; a long one up to where it would not. */
function listOf(items: Scored[]): string[] {
  const list: string[] = [];
  let chars = 0;
  for (const s of items.slice(0, MAX_LIST_ITEMS)) {
    const item = s.unit.text.replace(/[.;]$/, '');
    if (list.length > 0 && chars + item.length > MAX_LIST_CHARS) break;
    list.push(item);
    chars += item.length + 2;
  }
  return list;
}

/** Higher score first; on a tie the more specific unit (more content words), then the earlier. */
function byUsefulness(a: Scored, b: Scored): number {
  return b.score - a.score || b.unit.keys.size - a.unit.keys.size || a.unit.index - b.unit.index;
}

/**
 * "What desserts do you have?" over a menu's "Desserts", then "Beignets" and what they are, then
 * "Oreo Cheesecake" and what it is: the list is the cards' names. Headings carry no levels in
 * plain text, so the list ends where the page goes on to something else: a heading with nothing of
 * its own under it (the next section's title), one that is a note ("See menu photos online: …"),
 * names a part of the page ("Contact", "Our team", "Book now", "Find us"), or whose text speaks
 * in the business's voice ("Drinks" — "We serve local beers…") rather than describing an item (review).
 */
function cardNames(u: Unit, scored: Scored[]): string[] {
  const at = (index: number) => scored.find((s) => s.unit.passage === u.passage && s.unit.index === index)?.unit;
  const names: string[] = [];
  let chars = 0;
  for (let i = u.index + 1, next = at(i); next && names.length < MAX_LIST_ITEMS; next = at(++i)) {
    if (isBody(next)) continue;
    const under = at(i + 1);
    if (next.kind !== 'heading' || !under || !isBody(under) || under.segment !== next.segment || /[:/]/.test(next.text)) break;
    if (ATTRIBUTE_TITLE_RE.test(next.text)) return names.length === 0 ? [] : names;
    // "Kids Menu" — "For children 12 and under.", "Allergen info" — "All desserts contain dairy.": another part of the menu.
    if (names.length > 0 && /^(?:all|for)\s/i.test(under.text)) break;
    if (CONTACT_TITLE_RE.test(next.text) || PAGE_PART_TITLE_RE.test(next.text) || BUSINESS_VOICE_RE.test(under.text)) break;
    if (chars + next.text.length > MAX_LIST_CHARS) break;
    names.push(next.text);
    chars += next.text.length + 2;
  }
  return names;
}

/** What a product's sub-sections are about (sizes, flavours, pricing, what to bring), not products (review). */
const ATTRIBUTE_TITLE_RE =
  /^(?:sizes?|sizes and prices|flavou?rs?|fillings?|frostings?|toppings?|prices?|pricing|rates?|costs?|fees?|tuition|schedule|timetable|times?|dates?|delivery|ordering|how to order|what to bring|what to expect|allergens?|allergen info|allergy|dietary|add-ons?|extras|requirements|eligibility|terms)\b/i;
const PAGE_PART_TITLE_RE =
  /^(?:our|about|find|contact|locations?|book|booking|gift|please|faq|catering|drinks|beverages|hours|opening|visit|team|menu|order|reservations?|directions|parking|policies|policy|note|notes|more|see|follow|join|sign up|subscribe|newsletter)\b/i;
/**
 * The page speaking for itself, not describing an item: a card's description ends there ("We are
 * closed on Mondays. Call 555-0100…"), and a heading whose text opens so is no card ("Drinks" —
 * "We serve local beers").
 */
const BUSINESS_VOICE_RE =
  /^(?:we|we're|we’re|we've|we’ve|our team|please|call|book|visit|order|contact|follow|email|find|open|closed|reservations)\b/i;

function isBody(u: TextUnit): boolean {
  return u.kind === 'sentence' || u.kind === 'item' || u.kind === 'row';
}
