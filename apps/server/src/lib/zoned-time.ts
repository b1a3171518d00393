/**
 * Calendar facts in a business's time zone (set with its opening hours), for what the owner reads
 * as "a day": the insights' daily figures, the lead digest's morning, the handoff's opening hours.
 * A zone the runtime does not know (or none) reads as UTC, never as an error.
 */
export interface ZonedParts {
  /** YYYY-MM-DD. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string | null): Intl.DateTimeFormat {
  const zone = timeZone ?? 'UTC';
  let format = formats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return formatFor('UTC');
    }
    formats.set(zone, format);
  }
  return format;
}

/** The zone's name if the runtime knows it, else UTC: what a query's `at time zone` may be given. */
export function knownZone(timeZone: string | null): string {
  return formatFor(timeZone).resolvedOptions().timeZone;
}

export function zonedParts(at: Date, timeZone: string | null): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatFor(timeZone).formatToParts(at)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a YYYY-MM-DD date begins in the zone (daylight saving included). */
export function startOfZonedDay(date: string, timeZone: string | null): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at a moment, in ms: its wall clock read as if it were UTC, minus the moment.
  const offsetAt = (ms: number) => {
    const p = zonedParts(new Date(ms), timeZone);
    return (
      Date.parse(`${p.date}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}:00Z`) - Math.floor(ms / 60_000) * 60_000
    );
  };
  const guess = midnightUtc - offsetAt(midnightUtc);
  // Once more at the guess: the offset there is the one that counts when a change lies in between.
  return new Date(midnightUtc - offsetAt(guess));
}
