import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toLineFigures } from '../claim-line-figures';
import type { FhirClaimFilter, FhirClaimLineRow, FhirClaimRow } from './fhir-rows';

/** The scope's claims that pass a search's filters. */
function claimsOf(db: Kysely<Database>, filter: FhirClaimFilter) {
  let q = db
    .selectFrom('claims as c')
    .where('c.family_key', '=', filter.familyKey)
    .where('c.member_key', 'in', [...filter.memberKeys])
    .where('c.service_start_date', '>=', filter.earliestDate);
  if (filter.claimNumbers) q = q.where('c.claim_number', 'in', [...filter.claimNumbers]);
  if (filter.categories) {
    // A claim type no stored claim has (institutional) matches nothing; SQL has no empty `in ()`.
    q =
      filter.categories.length > 0
        ? q.where('c.category', 'in', [...filter.categories])
        : q.where(sql<boolean>`false`);
  }
  for (const bound of filter.serviceDate) q = q.where('c.service_start_date', bound.op, bound.day);
  for (const bound of filter.created) q = q.where('c.received_date', bound.op, bound.day);
  // A claim changes when it is received and when it is processed: the later of the two.
  for (const bound of filter.lastUpdated) {
    q = q.where((eb) => eb(eb.fn.coalesce('c.processed_date', 'c.received_date'), bound.op, bound.day));
  }
  return q;
}

/** One page of claims, newest date of service first (the claims screen's order), and the total. */
export async function listClaims(
  db: Kysely<Database>,
  filter: FhirClaimFilter,
): Promise<{ rows: FhirClaimRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    claimsOf(db, filter)
      .selectAll('c')
      .orderBy('c.service_start_date', 'desc')
      .orderBy('c.claim_number', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    claimsOf(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    rows: rows.map((row) => ({
      claimNumber: row.claim_number,
      memberKey: row.member_key,
      category: row.category,
      providerId: row.provider_id,
      providerName: row.provider_name,
      serviceStartDate: row.service_start_date,
      serviceEndDate: row.service_end_date,
      receivedDate: row.received_date,
      processedDate: row.processed_date,
      billed: row.billed_cents,
      allowed: row.allowed_cents,
      paid: row.paid_cents,
      memberResponsibility: row.member_responsibility_cents,
      status: row.status,
    })),
    total: Number(count?.n ?? 0),
  };
}

/** The service lines of the page's claims, in one query. */
export async function listClaimLines(
  db: Kysely<Database>,
  claimNumbers: readonly string[],
): Promise<FhirClaimLineRow[]> {
  if (claimNumbers.length === 0) return [];
  const rows = await db
    .selectFrom('claim_service_lines')
    .selectAll()
    .where('claim_number', 'in', [...claimNumbers])
    .orderBy('claim_number')
    .orderBy('line_number')
    .execute();
  return rows.map((line) => ({
    claimNumber: line.claim_number,
    lineNumber: line.line_number,
    code: line.procedure_code,
    description: line.description,
    toothNumber: line.tooth_number,
    toothSurface: line.tooth_surface,
    ...toLineFigures(line),
  }));
}
