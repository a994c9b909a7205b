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

/** The earliest start day the history accepts: the plan's today two years back (midnight of that day). */
export function getEarliestHistoryStart(now: Date): string {
  const today = getPlanIsoDate(now);
  const year = Number(today.slice(0, 4)) - HISTORY_YEARS_BACK;
  const candidate = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  // 29 February two years back does not exist: the day after (1 March) is that midnight's day.
  return isIsoDay(candidate) ? candidate : `${String(year).padStart(4, '0')}-03-01`;
}

/**
 * The date-range rule (document 2 §5) on yyyy-mm-dd plan days, as validators.ts validateRecentDateRange is on instants: the end must be after the start (dateRangeInvalid); the
 * variant used by the benefit history also requires the start not earlier than two years ago at
 * midnight. Dates are yyyy-mm-dd; null when the range is acceptable.
 */
export function validateHistoryRange(
  start: string,
  end: string,
  options: { readonly now?: Date; readonly limitStart?: boolean } = {},
): HistoryRangeError | null {
  if (!isIsoDay(start) || !isIsoDay(end)) return 'dateInvalid';
  if (end <= start) return 'dateRangeInvalid';
  if (options.limitStart && options.now && start < getEarliestHistoryStart(options.now))
    return 'startTooEarly';
  return null;
}
