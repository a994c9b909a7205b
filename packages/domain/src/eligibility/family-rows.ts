import { getPlanIsoDate } from '../format/format';
import { dayOf } from './eligibility-status';

/** Family eligibility row (document 2 §3). */
export interface FamilyEligibilityRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly productCategory: string;
  readonly source: string;
  /** yyyy-mm-dd */
  readonly effectiveDate: string;
  /** yyyy-mm-dd; null means open-ended. */
  readonly termedDate: string | null;
}

export type FamilyRowState = 'active' | 'future' | 'termed';

/** Termed family eligibility is kept two years (document 2 §9). */
export const TERMED_ROWS_KEPT_YEARS = 2;

/** Active needs termedDate in the future and effectiveDate in the past (document 2 §4). */
export function getFamilyRowState(row: FamilyEligibilityRow, now: Date): FamilyRowState {
  const today = getPlanIsoDate(now);
  if (dayOf(row.effectiveDate) > today) return 'future';
  const termedInFuture = row.termedDate === null || dayOf(row.termedDate) > today;
  return termedInFuture ? 'active' : 'termed';
}

/** A termed row remains eligible only if it was terminated within two years (document 2 §4, §9). */
export function isFamilyRowEligible(row: FamilyEligibilityRow, now: Date): boolean {
  if (getFamilyRowState(row, now) !== 'termed' || row.termedDate === null) return true;
  const today = getPlanIsoDate(now);
  // The same day two years back; a 29 February compares correctly as text even in a common year.
  const limit = `${Number(today.slice(0, 4)) - TERMED_ROWS_KEPT_YEARS}${today.slice(4)}`;
  return dayOf(row.termedDate) >= limit;
}

const PREFERENCE: readonly FamilyRowState[] = ['active', 'future', 'termed'];

/**
 * The selected row per member and category (document 2 §4): among the eligible rows sorted by
 * effective date, the first active, else the first future, else the first termed.
 * Keyed `${memberKey}:${productCategory}`.
 */
export function selectFamilyRows(
  rows: readonly FamilyEligibilityRow[],
  now: Date,
): Map<string, FamilyEligibilityRow> {
  const groups = new Map<string, FamilyEligibilityRow[]>();
  const sorted = rows
    .filter((row) => isFamilyRowEligible(row, now))
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  for (const row of sorted) {
    const key = `${row.memberKey}:${row.productCategory}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const selected = new Map<string, FamilyEligibilityRow>();
  for (const [key, candidates] of groups) {
    for (const state of PREFERENCE) {
      const first = candidates.find((row) => getFamilyRowState(row, now) === state);
      if (first) {
        selected.set(key, first);
        break;
      }
    }
  }
  return selected;
}

/** A termed member has no active or future row (document 2 §4). */
export function isTermedInFamilyRows(
  rows: readonly FamilyEligibilityRow[],
  memberKey: string,
  now: Date,
): boolean {
  return !rows.some((row) => row.memberKey === memberKey && getFamilyRowState(row, now) !== 'termed');
}
