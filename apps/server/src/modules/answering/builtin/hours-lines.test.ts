import { describe, expect, it } from 'vitest';
import { closedOnDay, isClosedLine, isHoursLine } from './hours-lines.ts';
import { stem } from './tokens.ts';

describe('opening hours written a line each', () => {
  it('reads a day’s hours with or without am and pm, and not dates, ages, stays or scores', () => {
    for (const line of ['Saturday 9am to 1pm', 'Mon–Fri 9–5', 'Sat 10-2', 'Open 7 days 8-4', 'Monday - Friday: 8am - 6pm'])
      expect(isHoursLine(line), line).toBe(true);
    for (const line of [
      'Sat 12-14 March: Spring Craft Fair',
      'Saturday 8-12 year olds',
      'Minimum stay Fri–Sat 2-3 nights',
      'Saturday 6-4 6-2 against Ballsbridge',
    ])
      expect(isHoursLine(line), line).toBe(false);
  });

  it('reads a closed day only as the line’s label or a sentence that says so', () => {
    const sunday = stem('sunday');
    for (const line of ['Sunday: Closed', 'Sun - closed', 'Closed Sundays and Bank Holidays', "We're closed on Sundays."])
      expect(closedOnDay(sunday, line), line).toBe(true);
    for (const line of [
      'Car park: Closed Sunday',
      'Nurse clinic: Sunday: Closed',
      'Sunday: Closed to visitors (members only)',
      'Closed Mondays',
    ])
      expect(closedOnDay(sunday, line), line).toBe(false);
    expect(isClosedLine('Closed Sundays and Bank Holidays')).toBe(true);
    expect(isClosedLine('Sunday: Closed to visitors')).toBe(false);
  });
});
