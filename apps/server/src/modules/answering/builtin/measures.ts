/**
 * The customer's own measures ("my lab, she's about 70 lbs", "my 15 yr old", "we're 40 miles out")
 * and the limits a business states for them ("Dog spay (under 50 lb)", "ages 4–10", "within 30
 * miles"). A row whose limit the customer's measure falls outside is about another case: for "how
 * much to spay my 70 lb lab" the row for dogs under 50 lb is the wrong price.
 */

type Dimension = 'weight' | 'age' | 'distance';

export interface Measure {
  dimension: Dimension;
  value: number;
}

interface Limit {
  dimension: Dimension;
  min: number;
  max: number;
}

/** Unit words per dimension, with their factor to one unit of it (pounds, years, miles). */
const UNITS: Record<string, { dimension: Dimension; factor: number }> = {};
for (const [words, dimension, factor] of [
  ['lb lbs pound pounds', 'weight', 1],
  ['kg kgs kilo kilos kilogram kilograms', 'weight', 2.2046],
  ['yr yrs year years yo', 'age', 1],
  ['mile miles mi', 'distance', 1],
  ['km kilometer kilometers kilometre kilometres', 'distance', 0.6214],
] as const)
  for (const w of words.split(' ')) UNITS[w] = { dimension, factor };

const UNIT = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** "70 lbs", "70-lb", "15 yr old", "40 miles": a figure with its unit. */
const MEASURE_RE = new RegExp(String.raw`\b${NUMBER}\s?-?\s?(${UNIT})\b`, 'gi');

/** Where the customer gives a figure of their own: the question's measures, ages as "years old" only. */
export function customerMeasures(question: string): Measure[] {
  const out: Measure[] = [];
  const lower = question.toLowerCase();
  for (const m of lower.matchAll(MEASURE_RE)) {
    const unit = UNITS[m[2]!]!;
    // "3 years ago", "in 2 years": a time, not someone's age.
    if (unit.dimension === 'age' && !/^\s?-?\s?old\b/.test(lower.slice(m.index! + m[0].length))) continue;
    out.push({ dimension: unit.dimension, value: Number(m[1]) * unit.factor });
  }
  return out;
}

const UPPER_WORDS = String.raw`under|less than|below|up to|no more than|not over|maximum|max\.?|within`;
const LOWER_WORDS = String.raw`over|more than|above|at least|minimum|min\.?`;
const RANGE_DASH = String.raw`\s?(?:–|—|-|to)\s?`;
const LIMIT_RES: { re: RegExp; limit: (a: number, b?: number) => [number, number] }[] = [
  // "20–50 lb", "4 to 10 years"
  { re: new RegExp(String.raw`\b${NUMBER}${RANGE_DASH}${NUMBER}\s?-?\s?(${UNIT})\b`, 'gi'), limit: (a, b) => [a, b!] },
  // "under 50 lb", "within 30 miles"
  { re: new RegExp(String.raw`\b(?:${UPPER_WORDS})\s${NUMBER}\s?-?\s?(${UNIT})\b`, 'gi'), limit: (a) => [-Infinity, a] },
  // "over 50 lb", "at least 16 years"
  { re: new RegExp(String.raw`\b(?:${LOWER_WORDS})\s${NUMBER}\s?-?\s?(${UNIT})\b`, 'gi'), limit: (a) => [a, Infinity] },
  // "50 lb and over", "14 years and up", "50 lb+"
  {
    re: new RegExp(String.raw`\b${NUMBER}\s?-?\s?(${UNIT})(?:\s(?:and|or)\s(?:over|up|above|more|older)\b|\+)`, 'gi'),
    limit: (a) => [a, Infinity],
  },
  // "50 lb and under", "12 years or younger"
  {
    re: new RegExp(String.raw`\b${NUMBER}\s?-?\s?(${UNIT})\s(?:and|or)\s(?:under|less|below|younger)\b`, 'gi'),
    limit: (a) => [-Infinity, a],
  },
];

function limitsIn(text: string): Limit[] {
  const out: Limit[] = [];
  for (const { re, limit } of LIMIT_RES) {
    for (const m of text.matchAll(re)) {
      const numbers = m.slice(1, -1).map(Number);
      const unit = UNITS[m[m.length - 1]!.toLowerCase()]!;
      const [min, max] = limit(numbers[0]!, numbers[1]);
      out.push({ dimension: unit.dimension, min: min * unit.factor, max: max * unit.factor });
    }
  }
  return out;
}

/**
 * How a text's stated limits meet the customer's figures: "excludes" when it states limits for a
 * dimension the customer gave a figure in and none of them admits it (it is about someone else's
 * case), "admits" when one does ("50 lb and over" for a 70 lb dog), null when it states none.
 */
export function customerFit(measures: Measure[], text: string): 'admits' | 'excludes' | null {
  if (measures.length === 0) return null;
  const limits = limitsIn(text);
  let admits = false;
  for (const m of measures) {
    const own = limits.filter((l) => l.dimension === m.dimension);
    if (own.length === 0) continue;
    if (own.every((l) => m.value < l.min || m.value > l.max)) return 'excludes';
    admits = true;
  }
  return admits ? 'admits' : null;
}

/** A figure the customer states of their case, which a yes-or-no answer must meet with one of its own. */
export type OwnFigure = Dimension | 'duration' | 'headcount';

/** "Cancel 3 weeks before", "my appt is in 3 hrs": a span the customer is at, before or until something. */
const OWN_SPAN_RE =
  /\b\d+\s?-?\s?(?:hours?|hrs?|days?|weeks?|wks?|months?)\s+(?:before|ahead|in advance|early|prior|beforehand|out)\b|\b(?:in|within) (?:about |like |only |just )?\d+\s?(?:hours?|hrs?|days?|weeks?|wks?)\b/i;
/** "About 180 people", "12 kids": how many the customer brings. */
const OWN_HEADCOUNT_RE = /\b\d+\s?(?:people|ppl|guests|persons|kids|children|adults|attendees)\b/i;
/** "Capacity: 200", "seats 60", "up to 40 guests": how many a place or event takes. */
const HEADCOUNT_RE =
  /\b\d+(?:\s?(?:–|-|to)\s?\d+)?\s?(?:people|ppl|guests|persons|seats|adults|kids|children|attendees|participants)\b|\bcapacity\b[^.\d]{0,20}\d+|\b(?:seats|holds|fits|accommodates|up to)\s+\d+\b/i;
const WEIGHT_RE = /\b\d+(?:\.\d+)?\s?-?\s?(?:lb|lbs|pounds?|kg|kgs|kilos?)\b/i;

/** The kinds of figure the customer gives about their own case. */
export function customerFigureKinds(question: string, measures: Measure[]): OwnFigure[] {
  const kinds = new Set<OwnFigure>(measures.map((m) => m.dimension));
  if (OWN_SPAN_RE.test(question)) kinds.add('duration');
  if (OWN_HEADCOUNT_RE.test(question)) kinds.add('headcount');
  return [...kinds];
}

/** Whether a text states a figure of that kind ("up to 60 lb", "48 hours before", "seats 200"). */
export function statesFigureOf(kind: OwnFigure, text: string, figureOf: (kind: 'duration' | 'distance' | 'age') => boolean): boolean {
  if (kind === 'weight') return WEIGHT_RE.test(text);
  if (kind === 'headcount') return HEADCOUNT_RE.test(text);
  return figureOf(kind);
}
