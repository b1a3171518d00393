import { createEvent } from 'ics';

/**
 * The iCalendar file (RFC 5545) attached to a confirmation mail (decision 034), written by the `ics`
 * package: it folds long lines at 75 octets, escapes commas, semicolons and newlines in text, and
 * validates the event before writing it. Times are written in UTC (`…Z`), so the file needs no
 * VTIMEZONE block and every calendar shows the visitor's own local time.
 */
export function appointmentIcs(opts: {
  /** Stable per request: a calendar that imports a second confirmation updates the event. */
  uid: string;
  start: Date;
  durationMinutes: number;
  title: string;
  description: string;
  location: string | null;
  organizer: { name: string; email: string | null };
  /** Bumped on each confirmation, so a later one replaces the earlier in the calendar. */
  sequence: number;
}): string {
  const end = new Date(opts.start.getTime() + opts.durationMinutes * 60_000);
  const { error, value } = createEvent({
    productId: 'staffwright/appointments',
    method: 'PUBLISH',
    uid: opts.uid,
    sequence: opts.sequence,
    start: opts.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: opts.title,
    description: opts.description,
    ...(opts.location ? { location: opts.location } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    // ORGANIZER's value is an address (RFC 5545 §3.8.4.3): a business without a public email has none.
    ...(opts.organizer.email ? { organizer: { name: opts.organizer.name, email: opts.organizer.email } } : {}),
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
}
