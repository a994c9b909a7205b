import { DEFAULT_LOCALE, FORMAT_TAGS, type Locale } from '../i18n/locales';

/**
 * Each formatter is built on its first use, then cached: building an Intl formatter costs milliseconds
 * of the main thread, and the sign-in page loads this module without formatting anything (issue 16,
 * TBT: built at import they were a third of /login's longest task).
 */
const byLocale = <T>(make: (tag: string) => T) => {
  const made: Partial<Record<Locale, T>> = {};
  return (locale: Locale): T => {
    made[locale] ??= make(FORMAT_TAGS[locale]);
    return made[locale];
  };
};

const USD = byLocale(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
);
const DAY = byLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** Currency is USD with 2 decimals (document 1 §9), written the locale's way; amounts are kept in cents. */
export function formatUsd(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return USD(locale).format(cents / 100);
}

/** Reads day/month/year and writes month/day/year (document 1 §9, document 2 §5). Null for an impossible date. */
export function parseDayMonthYear(value: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = Number(d);
  const month = Number(m);
  const date = new Date(Date.UTC(Number(y), month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return `${m.padStart(2, '0')}/${d.padStart(2, '0')}/${y}`;
}

/**
 * An ISO date (yyyy-mm-dd) the way dates are shown to members: mm/dd/yyyy in English (document 1 §9),
 * dd/mm/yyyy in Spanish. Text that is not a date comes back as it was.
 */
export function formatIsoDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  if (locale === 'en') return `${m}/${d}/${y}`;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(date.getTime()) ? iso : DAY(locale).format(date);
}

/** The insurer's calendar: dates in its notices (banner deadlines, open enrollment) are Pacific days. */
export const PLAN_TIME_ZONE = 'America/Los_Angeles';
let planDay: Intl.DateTimeFormat | undefined;

/** The plan's calendar day (yyyy-mm-dd) of an instant: 1 April 01:00 UTC is still 31 March there. */
export function getPlanIsoDate(now: Date): string {
  // Pacific offsets are whole hours, so every instant of one UTC minute falls on the same plan day.
  // formatToParts with a time zone costs tens of microseconds: under load it was 13 % of the
  // gateway's CPU on GET /api/eligibility/family (docs/performance.md), called once per family row.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastPlanDay.minute) return lastPlanDay.iso;
  // Built from the parts: a locale's own pattern (en-CA's was m/d/yyyy in some ICU versions) is not a contract.
  planDay ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PLAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = planDay.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  if (Number.isFinite(minute)) lastPlanDay = { minute, iso };
  return iso;
}
let lastPlanDay = { minute: Number.NaN, iso: '' };

/** A phone number as a tel: link target: its digits (1-555-010-2700 → tel:15550102700). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
