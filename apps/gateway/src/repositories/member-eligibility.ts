import { COVERAGE_CATEGORIES, type EligibilitySpan } from '@dash/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { BenefitCategory, MemberEligibilityTable } from '../db/tables/member-data';
import type { KeyOperand } from './member-scope';

export interface CategoryEligibility extends EligibilitySpan {
  readonly category: BenefitCategory;
}

/** The member's own eligibility rows, one per category (document 2 §3), unordered. */
export function memberEligibilityRows(db: Kysely<Database>, memberKey: KeyOperand) {
  return db
    .selectFrom('member_eligibility')
    .select(['category', 'eligible', 'effective_date', 'termination_date'])
    .where('member_key', '=', memberKey);
}

type EligibilityRow = Pick<
  Selectable<MemberEligibilityTable>,
  'category' | 'eligible' | 'effective_date' | 'termination_date'
>;

/**
 * The rows in the order medical, dental, vision, pharmacy. Shell and home both read termed and active
 * from these rows, so they can never disagree.
 */
export function toCategoryEligibility(rows: readonly EligibilityRow[]): CategoryEligibility[] {
  return rows
    .map((row) => ({
      category: row.category,
      eligible: row.eligible,
      effectiveDate: row.effective_date,
      terminationDate: row.termination_date,
    }))
    .sort((a, b) => COVERAGE_CATEGORIES.indexOf(a.category) - COVERAGE_CATEGORIES.indexOf(b.category));
}
