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
/** "70", "2.5", "1,000": thousands written with commas are one number. */
const NUMBER = String.raw`((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
const toNumber = (written: string) => Number(written.replace(/,/g, ''));

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
    out.push({ dimension: unit.dimension, value: toNumber(m[1]!) * unit.factor });
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
      const numbers = m.slice(1, -1).map((n) => toNumber(n!));
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
