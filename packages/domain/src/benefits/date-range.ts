import { getPlanIsoDate } from '../format/format';

/** How far back a benefit history period may start (document 2 §5: two years ago at midnight). */
export const HISTORY_YEARS_BACK = 2;

export type HistoryRangeError = 'dateRangeInvalid' | 'startTooEarly' | 'dateInvalid';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written yyyy-mm-dd (document 2 §5), year 0000 excepted. */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match as unknown as [string, string, string, string];
  if (y === '0000') return false;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

/**
 * The earliest start a history accepts (document 2 §5: two years ago at midnight), from the plan's
 * today (yyyy-mm-dd): the same day two years back; 29 February two years back does not exist, so
 * that midnight's day is 1 March.
 */
export function getEarliestHistoryDay(todayIso: string): string {
  const year = String(Number(todayIso.slice(0, 4)) - HISTORY_YEARS_BACK).padStart(4, '0');
  const candidate = `${year}${todayIso.slice(4)}`;
  return isIsoDay(candidate) ? candidate : `${year}-03-01`;
}

/** The earliest start day the history accepts: the plan's today (its Pacific day) two years back. */
export function getEarliestHistoryStart(now: Date): string {
  return getEarliestHistoryDay(getPlanIsoDate(now));
}

/**
 * The date-range rule (document 1 §5, document 2 §5), the one implementation for the benefit
 * history and the claims and EOB filters, on yyyy-mm-dd plan days: both real days (dateInvalid),
 * the end after the start (dateRangeInvalid; an open end, null, passes), and, with `earliest`, the
 * start not earlier than two years ago at midnight (startTooEarly). null when acceptable.
 */
export function validateDayRange(
  start: string,
  end: string | null,
  earliest: string | null = null,
): HistoryRangeError | null {
  if (!isIsoDay(start) || (end !== null && !isIsoDay(end))) return 'dateInvalid';
  if (end !== null && end <= start) return 'dateRangeInvalid';
  if (earliest !== null && start < earliest) return 'startTooEarly';
  return null;
}

/**
 * The benefit history's range (document 2 §5): validateDayRange, with the two-year start limit
 * when `limitStart` (and `now`) are given.
 */
export function validateHistoryRange(
  start: string,
  end: string,
  options: { readonly now?: Date; readonly limitStart?: boolean } = {},
): HistoryRangeError | null {
  const earliest = options.limitStart && options.now ? getEarliestHistoryStart(options.now) : null;
  return validateDayRange(start, end, earliest);
}
