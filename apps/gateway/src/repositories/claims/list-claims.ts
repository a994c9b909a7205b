import type { ClaimStatus as ApiClaimStatus, ClaimSummary } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import type { BenefitCategory, ClaimStatus } from '../../db/tables/member-data';
import {
  type ClaimScope,
  claimPageAndCountOf,
  claimsSinceOf,
  type SummaryRow,
  toClaimSummary,
} from './claim-rows';

const STORED_STATUSES: Readonly<Record<ApiClaimStatus, readonly ClaimStatus[]>> = {
  received: ['RECEIVED'],
  processing: ['PENDING'],
  paid: ['PAID', 'ADJUSTED'],
  denied: ['DENIED'],
};

export interface ClaimFilter extends ClaimScope {
  readonly category?: BenefitCategory;
  readonly status?: ApiClaimStatus;
  readonly startDate: string;
  readonly endDate?: string;
  readonly offset: number;
  readonly limit: number;
}

/** The scope's claims that pass the filter. */
function filteredClaimsOf(db: Kysely<Database>, filter: ClaimFilter) {
  let q = claimsSinceOf(db, filter, filter.startDate);
  if (filter.endDate) q = q.where('c.service_start_date', '<=', filter.endDate);
  if (filter.category) q = q.where('c.category', '=', filter.category);
  if (filter.status) q = q.where('c.status', 'in', STORED_STATUSES[filter.status]);
  return q;
}

/** A filter beyond the start date, as filteredClaimsOf applies them: none set is the first view. */
const isNarrowed = (filter: ClaimFilter) => Boolean(filter.endDate || filter.category || filter.status);

type FirstView = {
  familyKey: string;
  memberKey?: string;
  startDate: string;
  offset: number;
  limit: number;
};

function prepareFirstView(db: Kysely<Database>, oneMember: boolean) {
  const rows = (p: FirstView) =>
    claimsSinceOf(
      db,
      oneMember ? { familyKey: p.familyKey, memberKey: p.memberKey } : { familyKey: p.familyKey },
      p.startDate,
    );
  return prepare(db, (p: FirstView) => claimPageAndCountOf(db, rows(p), p.offset, p.limit));
}

/**
 * One page of claims, newest date of service first, and how many match in all, in one statement (the
 * count joined to the page: decision 066). The list as first shown (start date only, for the family or
 * for one member of it) is most calls, so it is prepared; any other filter changes the query's shape
 * and is built on each call.
 */
export function createListClaims(db: Kysely<Database>) {
  const familyFirstView = prepareFirstView(db, false);
  const memberFirstView = prepareFirstView(db, true);
  return async function listClaims(filter: ClaimFilter): Promise<{ rows: ClaimSummary[]; total: number }> {
    const view = filter.memberKey ? memberFirstView : familyFirstView;
    const rows = isNarrowed(filter)
      ? await claimPageAndCountOf(db, filteredClaimsOf(db, filter), filter.offset, filter.limit).execute()
      : await view.all(filter);
    // A page past the last is the count's row alone, with no claim.
    const claims = rows.filter((row) => row.claim_number !== null);
    return {
      rows: claims.map((row) => toClaimSummary(row as SummaryRow)),
      total: Number(rows[0]?.n ?? 0),
    };
  };
}
