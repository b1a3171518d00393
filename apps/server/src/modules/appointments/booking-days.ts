import { APPOINTMENT_LIMITS, bookingDayLabel, type BookingDay, type BookingWindow, type TimeWindow } from '@staffwright/contract';
import type { WeeklyHours } from '../handoff/index.ts';

/**
 * The days and times of day a visitor can pick (decision 034), read from the opening hours the
 * handoff already reads (`handoff/business-hours.ts`, the identity's lines in the business's time
 * zone): the next 14 days, only days the business is open, each with "any time" and the parts of
 * the day it is open, clipped to its hours. Without readable hours every day is offered, with the
 * parts of the day and no clock times.
 */

/** [start, end) minutes of each part of the day. */
const PARTS: Record<Exclude<TimeWindow, 'any'>, [number, number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
};

/** Today's windows start this long from now (then on the half hour): no "this afternoon" at 16:50. */
const TODAY_LEAD_MIN = 60;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The wall clock's fields (year, month, day, hour, minute, second; zero-padded) at `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
}

/** The calendar date (YYYY-MM-DD), weekday (0 = Sunday) and minutes since midnight of `now` in `timeZone`. */
export function zonedParts(now: Date, timeZone: string): { date: string; day: number; min: number } {
  const p = wallClock(now, timeZone);
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, day: new Date(`${date}T00:00:00Z`).getUTCDay(), min: Number(p.hour) * 60 + Number(p.minute) };
}

/** YYYY-MM-DD plus `n` days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** "Tuesday 1 December 2026" for a YYYY-MM-DD. */
export function longDayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The windows of one day with these opening ranges; `after` drops windows ending before it (today). */
export function windowsOf(ranges: [number, number][], after = -1): BookingWindow[] {
  const open = ranges.map(([a, b]) => [Math.max(a, after), b] as [number, number]).filter(([a, b]) => b > a);
  if (!open.length) return [];
  const out: BookingWindow[] = [
    { window: 'any', from: hhmm(Math.min(...open.map(([a]) => a))), to: hhmm(Math.max(...open.map(([, b]) => b))) },
  ];
  for (const [window, [ps, pe]] of Object.entries(PARTS) as [Exclude<TimeWindow, 'any'>, [number, number]][]) {
    const cut = open.map(([a, b]) => [Math.max(a, ps), Math.min(b, pe)] as [number, number]).filter(([a, b]) => b > a);
    if (cut.length) out.push({ window, from: hhmm(Math.min(...cut.map(([a]) => a))), to: hhmm(Math.max(...cut.map(([, b]) => b))) });
  }
  // A day open only in the morning offers "any time" and "morning" with the same clock times: one is enough.
  return out.length === 2 ? [out[1]!] : out;
}

const UNKNOWN_HOURS: BookingWindow[] = (['any', 'morning', 'afternoon', 'evening'] as const).map((window) => ({
  window,
  from: null,
  to: null,
}));

/** The days offered from `now` on, in `timeZone`, with the windows of each. */
export function bookingDays(weekly: WeeklyHours, timeZone: string, now = new Date()): BookingDay[] {
  const known = weekly.some((d) => d.length > 0);
  const today = zonedParts(now, timeZone);
  const days: BookingDay[] = [];
  for (let i = 0; i < APPOINTMENT_LIMITS.daysAhead; i++) {
    const date = addDays(today.date, i);
    const weekday = (today.day + i) % 7;
    const windows = known
      ? windowsOf(weekly[weekday]!, i === 0 ? Math.ceil((today.min + TODAY_LEAD_MIN) / 30) * 30 : -1)
      : i === 0
        ? [] // Not knowing the hours, today is not offered: the owner could not answer in time.
        : UNKNOWN_HOURS;
    if (windows.length) days.push({ date, label: bookingDayLabel(date), windows });
  }
  return days;
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock date and time in `timeZone` ("2026-12-01", "09:30", "Europe/Berlin").
 * A time skipped by a DST change reads as the same clock time after the jump's offset.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // Once more with the offset at the guess: right across a DST change.
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** "Tuesday 1 December 2026 at 09:30" for an instant, in `timeZone`. */
export function formatStart(instant: Date, timeZone: string): string {
  const { date, min } = zonedParts(instant, timeZone);
  return `${longDayLabel(date)} at ${hhmm(min)}`;
}

/** Whether `date` is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}
