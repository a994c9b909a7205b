import { getPlanIsoDate } from '@dash/domain';

/**
 * The day the run's gateway seeds from (its SEED_DAY): the plan's day, as the screens read "today".
 * Fixed once, when the runner loads the config, and inherited by every worker through the environment:
 * a run that started before midnight and asserts after it still expects the seeded dates (a birthday,
 * a due date, a coverage start) the seed wrote, which CI once missed by a day.
 */
process.env.E2E_SEED_DAY ??= getPlanIsoDate(new Date());
export const SEED_DAY: string = process.env.E2E_SEED_DAY;

/** Noon UTC of the seed's day, as the gateway reads SEED_DAY. */
export function seedDay(): Date {
  return new Date(`${SEED_DAY}T12:00:00Z`);
}

/** mm/dd/yyyy of a UTC day `days` from the seed's day, the way the screens write dates. */
export function seedDayPlus(days: number): string {
  const date = seedDay();
  date.setUTCDate(date.getUTCDate() + days);
  return usDate(date);
}

/** mm/dd/yyyy of a Date's UTC day. */
export function usDate(date: Date): string {
  return date
    .toISOString()
    .slice(0, 10)
    .replace(/(\d{4})-(\d{2})-(\d{2})/, '$2/$3/$1');
}
