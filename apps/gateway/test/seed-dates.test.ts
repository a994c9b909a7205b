import { describe, expect, it } from 'vitest';
import { firstOfMonth, seedDayOf } from '../src/db/seed/dates';

/**
 * The seed's calendar is the plan's (Pacific) calendar: CI seeded at 01:02 UTC on 1 December, when the
 * plan's day was still 30 November, dated riley's "1st of next month" 1 January, and the screens,
 * reading today as 30 November, found no plan period holding it.
 */
describe('seedDayOf: noon UTC of the plan’s day', () => {
  it.each([
    ['evening on the Pacific coast, after midnight UTC (PST)', '2026-12-01T01:02:00Z', '2026-11-30'],
    ['the Pacific day has begun (PST, UTC−8)', '2026-12-01T08:00:00Z', '2026-12-01'],
    ['the last minute before it (PST)', '2026-12-01T07:59:00Z', '2026-11-30'],
    ['summer, before the Pacific midnight (PDT, UTC−7)', '2026-07-01T06:59:00Z', '2026-06-30'],
    ['summer, after it', '2026-07-01T07:00:00Z', '2026-07-01'],
    ['the year’s turn on the Pacific coast, not in UTC', '2027-01-01T05:00:00Z', '2026-12-31'],
  ])('%s: %s is %s', (_case, instant, day) => {
    expect(seedDayOf(new Date(instant)).toISOString()).toBe(`${day}T12:00:00.000Z`);
  });

  it('is the same day when taken again (the gateway’s SEED_DAY is already noon UTC)', () => {
    const day = seedDayOf(new Date('2026-12-01T01:02:00Z'));
    expect(seedDayOf(day)).toEqual(day);
  });

  it('dates "the 1st of next month" from the plan’s day', () => {
    expect(firstOfMonth(seedDayOf(new Date('2026-12-01T01:02:00Z')), 1)).toBe('2026-12-01');
    expect(firstOfMonth(new Date('2026-12-01T01:02:00Z'), 1)).toBe('2027-01-01');
  });
});
