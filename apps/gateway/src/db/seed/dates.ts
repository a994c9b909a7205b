import { getPlanIsoDate } from '@dash/domain';

/**
 * Calendar arithmetic for the seed, in UTC, so a seed run gives the same dates on every machine.
 * Everything is relative to the `today` the caller passes (personas.md: dates follow the seed day),
 * taken first as the plan's day by seedDayOf.
 */
const DAY_MS = 86_400_000;

/**
 * Noon UTC of the plan's day at `now`, whose UTC fields are that day. Every screen reads "today" in
 * the plan's time zone; a seed dated from the UTC day wrote, between midnight UTC and midnight on the
 * Pacific coast, a coverage "from the 1st of next month" two months out (riley's, found by the
 * authorization matrix at 01:02 UTC). Noon keeps it the same day when taken again.
 */
export function seedDayOf(now: Date): Date {
  return new Date(`${getPlanIsoDate(now)}T12:00:00Z`);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(today: Date, days: number): string {
  return isoDate(new Date(utcDay(today).getTime() + days * DAY_MS));
}

/** The same day of month `months` away, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(today: Date, months: number): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))));
}

export function addYears(today: Date, years: number): string {
  return addMonths(today, years * 12);
}

/** The 1st of the month `months` away from today's month (0: this month, 1: next month). */
export function firstOfMonth(today: Date, months: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)));
}

/** The last day of the month `months` away from today's month. */
export function lastOfMonth(today: Date, months: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0)));
}

/** 1 January of today's year plus `years`. */
export function startOfYear(today: Date, years: number): string {
  return `${today.getUTCFullYear() + years}-01-01`;
}

/** A birth date that keeps the person exactly `years` old (plus `days`) on the seed day. */
export function bornYearsAgo(today: Date, years: number, days = 0): string {
  const birthday = new Date(`${addYears(today, -years)}T00:00:00Z`);
  return addDays(birthday, -days);
}

/** An end date so far away that screens read it as open-ended (document 2 §4: year above 2100). */
export const OPEN_ENDED = '9999-12-31';

/** The later of two yyyy-mm-dd dates (they sort as text). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
