import { COVERAGE_CATEGORIES, type EligibilitySpan } from '@dash/domain';
import type { Kysely } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { BenefitCategory } from '../db/tables/member-data';

export interface CategoryEligibility extends EligibilitySpan {
  readonly category: BenefitCategory;
}

/**
 * The member's own eligibility per category (document 2 §3), in the order medical, dental, vision,
 * pharmacy. Shell and home both read termed and active from these rows, so they can never disagree.
 */
export function memberEligibilityReader(db: Kysely<Database>) {
  const spans = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('member_eligibility')
      .select(['category', 'eligible', 'effective_date', 'termination_date'])
      .where('member_key', '=', p.memberKey),
  );
  return async (memberKey: string): Promise<CategoryEligibility[]> => {
    const rows = await spans.all({ memberKey });
    return rows
      .map((row) => ({
        category: row.category,
        eligible: row.eligible,
        effectiveDate: row.effective_date,
        terminationDate: row.termination_date,
      }))
      .sort((a, b) => COVERAGE_CATEGORIES.indexOf(a.category) - COVERAGE_CATEGORIES.indexOf(b.category));
  };
}
