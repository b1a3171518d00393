import type { ParsedQuestion } from './question.ts';
import { cueMatches } from './question.ts';
import { stem, termKeys, WEEK } from './tokens.ts';

/**
 * Opening hours as small businesses write them, a line each: "Monday - Friday: 8am - 6pm",
 * "Saturday 9am to 1pm", "Sunday: Closed", "Closed Sundays and Bank Holidays", "Open 7 days 8-4".
 * What answer.ts reads to quote a day's line, the weekend's, or the whole run.
 */

export const DAY_KEYS: ReadonlySet<string> = new Set(WEEK.map(stem));
export const WEEKEND_KEY = stem('weekend');
export const WEEKEND_DAY_KEYS = [stem('saturday'), stem('sunday')];

/**
 * "Sunday: Closed", "Sun - closed", "Closed Sundays and bank holidays": a day the business is shut
 * answers "are you open sunday" and "what time do you open on sunday" alike, for that day only
 * ("Closed Sundays" says nothing of weekday closing times). The day must be the line's label, or
 * the sentence say the closing: "Car park: Closed Sunday", "Nurse clinic: Saturday: Closed" and
 * "Sunday: Closed to visitors" are about something else (review).
 */
const CLOSED_ON_RES = new Map(
  WEEK.map((day) => {
    const short = day.slice(0, 3);
    return [
      stem(day),
      new RegExp(
        String.raw`(?:^|[.;|•·]\s*)${short}(?:[a-z]*day)?s?\b\.?:?\s*(?:[-–—]\s*)?closed\b(?!\s+(?:to|for|until|except)\b)|(?:^|[.!;]\s+)(?:we(?:'re|’re| are) )?closed (?:on )?(?:all |every )?${day}s?\b`,
        'i',
      ),
    ] as const;
  }),
);
/** "Kitchen: closed Mondays": the kitchen's closing day, an answer when the question names the kitchen. */
const LABEL_CLOSED_RE = /^([^:]{2,30}):\s*closed (?:on )?(?:all |every )?(\w+)/i;

/** Whether the text says the business is shut on the day (a weekday's key) it names. */
export function closedOnDay(dayKey: string, text: string): boolean {
  return !!CLOSED_ON_RES.get(dayKey)?.test(text);
}

/** Whether the text says it is shut on a day the question asks about. */
export function closedOnAskedDay(q: ParsedQuestion, text: string): boolean {
  if (q.terms.some((t) => closedOnDay(t.key, text))) return true;
  const labelled = LABEL_CLOSED_RE.exec(text);
  if (!labelled) return false;
  const [label, day] = [termKeys(labelled[1]!), stem(labelled[2]!.replace(/s$/i, '').toLowerCase())];
  const asked = new Set(q.terms.map((t) => t.key));
  return asked.has(day) && [...label].some((k) => asked.has(k) && !DAY_KEYS.has(k));
}

/** A day, or days, and their hours: "Saturday 9am to 1pm", "Mon–Fri 9–5", "Open 7 days 8-4". */
const DAYS_RE =
  /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:[a-z]*day)?s?\b|\b(?:daily|every day|7 days|seven days|weekdays?|weekends?)\b/i;
export function isHoursLine(text: string): boolean {
  return text.length <= 80 && DAYS_RE.test(text) && cueMatches('clock', text);
}
/** "Closed Sundays and Bank Holidays", "Sunday: Closed", "Sun & Mon: closed". */
export function isClosedLine(text: string): boolean {
  return text.length <= 60 && DAYS_RE.test(text) && /^closed\b|:\s*closed\b(?!\s+(?:to|for|until|except)\b)/i.test(text);
}

/** "Summer (June - August)", "November to March": a heading saying whose hours follow. */
const SEASON_RE =
  /\b(?:spring|summer|autumn|fall|winter|season|term|holidays?|christmas|easter|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/i;
export function namesSeason(text: string): boolean {
  return SEASON_RE.test(text);
}

/**
 * A weekday as a day of every week ("Saturday 9am to 4pm", "Sun: closed"), not one date
 * ("reopening on Saturday 28 December", "Sunday, June 14": review).
 */
const ON_A_DATE = String.raw`(?!,?\s+(?:\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)(?!,?\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b)`;
const WEEKLY_DAY_RES = new Map(
  WEEK.map((day) => [stem(day), new RegExp(String.raw`\b${day.slice(0, 3)}(?:[a-z]*day)?s?\b${ON_A_DATE}`, 'gi')] as const),
);
export function namesWeeklyDay(dayKey: string, text: string): boolean {
  const re = WEEKLY_DAY_RES.get(dayKey);
  if (!re) return false;
  re.lastIndex = 0;
  return re.test(text);
}
const DAY_MENTION_RES = new Map(
  WEEK.map((day) => [stem(day), new RegExp(String.raw`\b${day.slice(0, 3)}(?:[a-z]*day)?s?\b`, 'i')] as const),
);
/** The text names the day, and only as a date's ("reopening on Saturday 28 December"). */
export function namesDayOnlyAsDate(dayKey: string, text: string): boolean {
  return !!DAY_MENTION_RES.get(dayKey)?.test(text) && !namesWeeklyDay(dayKey, text);
}
export function namesWeeklyWeekendDay(text: string): boolean {
  return WEEKEND_DAY_KEYS.some((k) => namesWeeklyDay(k, text));
}
