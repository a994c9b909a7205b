import type { ClaimStatus as ApiClaimStatus, ClaimSummary } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BenefitCategory, ClaimStatus } from '../../db/tables/member-data';

/** Stored statuses as members see them: pending is processing, an adjusted claim was paid. */
const API_STATUS: Readonly<Record<ClaimStatus, ApiClaimStatus>> = {
  RECEIVED: 'received',
  PENDING: 'processing',
  PAID: 'paid',
  ADJUSTED: 'paid',
  DENIED: 'denied',
};

/** Whose claims a query reads: always one family, and one member of it when set. */
export interface ClaimScope {
  readonly familyKey: string;
  readonly memberKey?: string;
}

/** Every claim with its member, before any row or column is chosen. */
export function claimsWithMembersOf(db: Kysely<Database>) {
  return db.selectFrom('claims as c').innerJoin('members as m', 'm.member_key', 'c.member_key');
}

/** The scope's claims with their members, before any column is chosen. */
export function claimRowsOf(db: Kysely<Database>, scope: ClaimScope) {
  let query = claimsWithMembersOf(db).where('c.family_key', '=', scope.familyKey);
  if (scope.memberKey) query = query.where('c.member_key', '=', scope.memberKey);
  return query;
}

/** The scope's claims from the start date on, before any other filter. */
export function claimsSinceOf(db: Kysely<Database>, scope: ClaimScope, startDate: string) {
  return claimRowsOf(db, scope).where('c.service_start_date', '>=', startDate);
}

export const SUMMARY_COLUMNS = [
  'c.claim_number',
  'c.service_start_date',
  'c.service_end_date',
  'c.category',
  'c.provider_name',
  'c.status',
  'c.received_date',
  'c.processed_date',
  'c.billed_cents',
  'c.allowed_cents',
  'c.paid_cents',
  'c.member_responsibility_cents',
  'm.member_suffix',
  'm.first_name',
  'm.last_name',
] as const;

export interface SummaryRow {
  claim_number: string;
  service_start_date: string;
  service_end_date: string;
  category: BenefitCategory;
  provider_name: string;
  status: ClaimStatus;
  received_date: string;
  processed_date: string | null;
  billed_cents: number;
  allowed_cents: number;
  paid_cents: number;
  member_responsibility_cents: number;
  member_suffix: number;
  first_name: string;
  last_name: string;
}

type ClaimRows = ReturnType<typeof claimRowsOf>;

/** One page of the rows' claims, newest date of service first. */
export function claimPageOf(rows: ClaimRows, offset: number, limit: number) {
  return rows
    .select([...SUMMARY_COLUMNS])
    .orderBy('c.service_start_date', 'desc')
    .orderBy('c.claim_number', 'desc')
    .offset(offset)
    .limit(limit);
}

export function claimCountOf(rows: ClaimRows) {
  return rows.select((eb) => eb.fn.countAll<string | number>().as('n'));
}

/**
 * How many of the rows' claims there are, and one page of them, in one statement: the count's one row
 * joined to the page (decision 066). A page past the last still has the count's row, its claim
 * columns null, so the total is known whatever the page.
 */
export function claimPageAndCountOf(db: Kysely<Database>, rows: ClaimRows, offset: number, limit: number) {
  return db
    .selectFrom(claimCountOf(rows).as('t'))
    .leftJoinLateral(claimPageOf(rows, offset, limit).as('p'), (join) => join.onTrue())
    .selectAll('p')
    .select('t.n');
}

export function toClaimSummary(row: SummaryRow): ClaimSummary {
  return {
    claimNumber: row.claim_number,
    serviceDate: row.service_start_date,
    serviceEndDate: row.service_end_date,
    memberSuffix: row.member_suffix,
    memberFirstName: row.first_name,
    memberLastName: row.last_name,
    providerName: row.provider_name,
    category: row.category,
    status: API_STATUS[row.status],
    receivedDate: row.received_date,
    processedDate: row.processed_date,
    billed: row.billed_cents,
    allowed: row.allowed_cents,
    planPaid: row.paid_cents,
    memberResponsibility: row.member_responsibility_cents,
  };
}
