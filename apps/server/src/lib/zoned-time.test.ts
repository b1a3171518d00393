import { describe, expect, it } from 'vitest';
import { addDays, startOfZonedDay, zonedParts } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads the date, weekday and time of an instant in a zone, and an unknown zone as UTC', () => {
    const at = new Date('2026-11-26T03:30:00Z');
    expect(zonedParts(at, 'America/New_York')).toEqual({ date: '2026-11-25', weekday: 3, hour: 22, minute: 30 });
    expect(zonedParts(at, 'Asia/Kolkata')).toEqual({ date: '2026-11-26', weekday: 4, hour: 9, minute: 0 });
    expect(zonedParts(at, null)).toEqual({ date: '2026-11-26', weekday: 4, hour: 3, minute: 30 });
    expect(zonedParts(at, 'Mars/Olympus_Mons')).toEqual(zonedParts(at, 'UTC'));
  });

  it('finds where a local day begins, on daylight-saving days too', () => {
    expect(startOfZonedDay('2026-11-26', 'America/New_York').toISOString()).toBe('2026-11-26T05:00:00.000Z');
    expect(startOfZonedDay('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    // Clocks go forward at 2:00 on 8 March 2026 and back on 1 November: midnight is before either.
    expect(startOfZonedDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfZonedDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfZonedDay('2026-11-26', 'Pacific/Auckland').toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(startOfZonedDay('2026-11-26', null).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
