import { zonedParts } from '../../lib/zoned-time.ts';
/**
 * Opening hours lines as owners write them (and as the crawl writes schema.org hours, decision 028)
 * read into weekly opening times, and what a visitor asking for a person is promised from them
 * (decision 030). Only simple lines are read — "Mon–Fri 9:00–17:00", "Saturday: 9am-1pm",
 * "Sun closed", "Weekdays 8-5", "Mo-Fr 09:00-17:00" — anything else is ignored and shown as such.
 */

/** Minutes in a day. */
const DAY_MIN = 24 * 60;

/** Minutes since midnight, [open, close) per weekday (0 = Sunday). */
export type WeeklyHours = [number, number][][];

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const DAY_WORDS: Record<string, number> = {};
for (const [i, words] of [
  ['su', 'sun', 'sunday', 'sundays'],
  ['mo', 'mon', 'monday', 'mondays'],
  ['tu', 'tue', 'tues', 'tuesday', 'tuesdays'],
  ['we', 'wed', 'weds', 'wednesday', 'wednesdays'],
  ['th', 'thu', 'thur', 'thurs', 'thursday', 'thursdays'],
  ['fr', 'fri', 'friday', 'fridays'],
  ['sa', 'sat', 'saturday', 'saturdays'],
].entries())
  for (const w of words) DAY_WORDS[w] = i;

const GROUPS: Record<string, number[]> = {
  weekdays: [1, 2, 3, 4, 5],
  weekday: [1, 2, 3, 4, 5],
  weekends: [0, 6],
  weekend: [0, 6],
  daily: [0, 1, 2, 3, 4, 5, 6],
  everyday: [0, 1, 2, 3, 4, 5, 6],
};

/** "mon-fri, sat" → [1,2,3,4,5,6]; null when a word is not a day. */
function readDays(part: string): number[] | null {
  const text = part
    .replace(/every day|7 days( a week)?/g, 'daily')
    .replace(/\b(and|&)\b/g, ',')
    .replace(/[:.]/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();
  if (!text) return null;
  const days = new Set<number>();
  for (const piece of text.split(/[,/\s]+/).filter(Boolean)) {
    const range = piece.split('-');
    if (range.length === 1) {
      const w = range[0]!;
      if (w in GROUPS) GROUPS[w]!.forEach((d) => days.add(d));
      else if (w in DAY_WORDS) days.add(DAY_WORDS[w]!);
      else return null;
    } else if (range.length === 2 && range[0]! in DAY_WORDS && range[1]! in DAY_WORDS) {
      for (let d = DAY_WORDS[range[0]!]!, n = 0; n < 7; d = (d + 1) % 7, n++) {
        days.add(d);
        if (d === DAY_WORDS[range[1]!]) break;
      }
    } else return null;
  }
  return days.size ? [...days] : null;
}

/** "9", "9:30", "9am", "12 pm", "17.00" → minutes; the meridiem is returned to infer the other end. */
function readTime(t: string): { min: number; meridiem: 'am' | 'pm' | null } | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(t.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ? Number(m[2]) : 0;
  const meridiem = m[3] ? (m[3].startsWith('a') ? 'am' : 'pm') : null;
  if (min > 59 || h > 24 || (meridiem && (h < 1 || h > 12))) return null;
  if (meridiem === 'pm' && h < 12) h += 12;
  if (meridiem === 'am' && h === 12) h = 0;
  return { min: h * 60 + min, meridiem };
}

/** "9:00-17:00, 18-20" → ranges; null when it is not that. */
function readRanges(part: string): [number, number][] | null {
  const out: [number, number][] = [];
  for (const piece of part.split(/\s*(?:,|;|\band\b|&)\s*/).filter(Boolean)) {
    const ends = piece.split(/\s*(?:-|\bto\b|until|till)\s*/);
    if (ends.length !== 2) return null;
    const a = readTime(ends[0]!.replace('noon', '12:00'));
    const b = readTime(ends[1]!.replace('noon', '12:00').replace('midnight', '24:00'));
    if (!a || !b) return null;
    let start = a.min;
    let end = b.min;
    // "9-5", "9-5pm": an afternoon end written on the 12-hour clock.
    if (end <= start && !b.meridiem && end < 12 * 60) end += 12 * 60;
    // "1-5pm": both ends in the afternoon.
    if (a.meridiem === null && b.meridiem === 'pm' && start < 12 * 60 && start + 12 * 60 < end) start += 12 * 60;
    if (end <= start || end > DAY_MIN) return null;
    out.push([start, end]);
  }
  return out.length ? out : null;
}

export interface ReadHours {
  weekly: WeeklyHours;
  /** The lines that were read, as understood. */
  understood: string[];
  ignored: string[];
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** [1,2,3,4,5,0] → "Mon–Fri, Sun": Monday first, runs of three or more days joined. */
function dayList(days: number[]): string {
  const order = [...new Set(days)].map((d) => (d + 6) % 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const d of order) {
    const run = runs.at(-1);
    if (run && run.at(-1) === d - 1) run.push(d);
    else runs.push([d]);
  }
  const name = (d: number) => DAY_NAMES[(d + 1) % 7];
  return runs.flatMap((r) => (r.length >= 3 ? [`${name(r[0]!)}–${name(r.at(-1)!)}`] : r.map(name))).join(', ');
}

/** Reads the lines; days no line names are closed. */
export function readOpeningHours(lines: string[]): ReadHours {
  const weekly: WeeklyHours = [[], [], [], [], [], [], []];
  const understood: string[] = [];
  const ignored: string[] = [];
  for (const raw of lines) {
    const line = raw
      .toLowerCase()
      .replace(/[\u2012-\u2015\u2212]/g, '-')
      .replace(/\s+/g, ' ')
      .trim();
    if (!line) continue;
    const cut = line.search(/\d|\bclosed\b|\bopen 24|\b24 ?(h|hours)\b|\bnoon\b/);
    const days = cut > 0 ? readDays(line.slice(0, cut)) : null;
    const rest = cut > 0 ? line.slice(cut).trim() : '';
    const ranges: [number, number][] | null = /^closed\b/.test(rest)
      ? []
      : /^(open 24|24 ?(h|hours))/.test(rest)
        ? [[0, DAY_MIN]]
        : readRanges(rest);
    if (!days || !ranges) {
      ignored.push(raw);
      continue;
    }
    for (const d of days) weekly[d] = ranges;
    const dayText = dayList(days);
    understood.push(`${dayText}: ${ranges.length ? ranges.map(([a, b]) => `${hhmm(a)}–${hhmm(b)}`).join(', ') : 'closed'}`);
  }
  return { weekly, understood, ignored };
}

export const PROMISES = {
  unknown: "We'll get back to you as soon as we can.",
  withinHour: 'We usually reply within the hour.',
} as const;

/** A person needs this long before closing to reply the same hour. */
const LAST_CALL_MIN = 30;

/**
 * Where opening hours that reach `end` on `day` really close, in minutes from that day's midnight:
 * a range that starts where they end runs them on, the same day ("9:00–12:00, 12:00–17:00") or the
 * next ("Fri 18:00–24:00", "Sat 0:00–2:00"), so a business open then is never "about to close".
 * "23:59" is read as midnight. A business open around the clock runs on for a week at most.
 */
function openUntil(weekly: WeeklyHours, day: number, end: number): number {
  let until = end;
  while (until < 8 * DAY_MIN) {
    const at = until % DAY_MIN === DAY_MIN - 1 ? until + 1 : until;
    const ahead = Math.floor(at / DAY_MIN);
    const next = weekly[(day + ahead) % 7]!.find(([a, b]) => a === at - ahead * DAY_MIN && b > a);
    if (!next) break;
    until = ahead * DAY_MIN + next[1];
  }
  return until;
}

/** What a visitor asking for a person at `now` is told, from the opening hours in the business's time zone. */
export function handoffPromise(weekly: WeeklyHours, timeZone: string | null, now: Date): string {
  if (weekly.every((d) => d.length === 0)) return PROMISES.unknown;
  const local = zonedParts(now, timeZone);
  const day = local.weekday;
  const min = local.hour * 60 + local.minute;
  if (weekly[day]!.some(([a, b]) => a <= min && min < openUntil(weekly, day, b) - LAST_CALL_MIN)) return PROMISES.withinHour;
  for (let ahead = 0; ahead < 8; ahead++) {
    const d = (day + ahead) % 7;
    const opening = weekly[d]!.map(([a]) => a)
      .filter((a) => ahead > 0 || a > min)
      .sort((x, y) => x - y)[0];
    if (opening === undefined) continue;
    const part = opening < 12 * 60 ? 'morning' : opening < 17 * 60 ? 'afternoon' : 'evening';
    if (ahead === 0) return `We're closed right now. We'll reply after we open at ${hhmm(opening)} today.`;
    if (ahead === 1) return `We're closed right now. We'll reply tomorrow ${part}.`;
    return `We're closed right now. We'll reply on ${LONG_DAY_NAMES[d]} ${part}.`;
  }
  return PROMISES.unknown;
}
