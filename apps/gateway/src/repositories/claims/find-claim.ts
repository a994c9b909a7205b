import type { ClaimServiceLine } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { toLineFigures } from '../claim-line-figures';
import {
  type ClaimScope,
  claimRowsOf,
  type claimsWithMembersOf,
  SUMMARY_COLUMNS,
  type SummaryRow,
  toClaimSummary,
} from './claim-rows';

/**
 * The rows' claims with their summary columns, their lines and their latest EOB as sub-selects of the
 * row (decision 066). The EOB is the claim's family's: every query here keeps to one family.
 */
export function withLinesAndEob(rows: ReturnType<typeof claimsWithMembersOf>) {
  return rows
    .select([...SUMMARY_COLUMNS])
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('claim_service_lines as l')
          .selectAll('l')
          .whereRef('l.claim_number', '=', 'c.claim_number')
          .orderBy('l.line_number'),
      ).as('lines'),
      jsonObjectFrom(
        eb
          .selectFrom('eob_documents as e')
          .select(['e.eob_document_id', 'e.issued_date'])
          .whereRef('e.claim_number', '=', 'c.claim_number')
          .whereRef('e.family_key', '=', 'c.family_key')
          .orderBy('e.issued_date', 'desc')
          .limit(1),
      ).as('eob'),
    ]);
}

type ClaimWithLinesRow = SummaryRow & {
  readonly lines: Parameters<typeof toLineFigures>[0][];
  readonly eob: { eob_document_id: string; issued_date: string } | null;
};

/** A claim row with its lines and EOB as the claim page, the EOB pdf and the notice take it. */
export function toFoundClaim(row: ClaimWithLinesRow) {
  const serviceLines: ClaimServiceLine[] = row.lines.map((line) => ({
    lineNumber: line.line_number,
    code: line.procedure_code,
    description: line.description,
    toothNumber: line.tooth_number,
    toothSurface: line.tooth_surface,
    ...toLineFigures(line),
  }));
  const { eob } = row;
  return {
    claim: toClaimSummary(row),
    serviceLines,
    eob: eob ? { eobId: eob.eob_document_id, issuedDate: eob.issued_date } : null,
  };
}

/**
 * A claim of the scope with its lines and its latest EOB, in one statement; null when the scope holds
 * no such claim. The scope is the service's to decide (getClaimsScope), so the rule stays in the
 * domain. The statement is built and compiled once for each shape of scope (the family's, one
 * member's): built on every call, Kysely's building and compiling was a fifth of a claim's detail's
 * gateway CPU (docs/performance.md).
 */
export function createFindClaim(db: Kysely<Database>) {
  const ofFamily = prepare(db, (p: { familyKey: string; claimNumber: string }) =>
    withLinesAndEob(claimRowsOf(db, { familyKey: p.familyKey })).where('c.claim_number', '=', p.claimNumber),
  );
  const ofMember = prepare(db, (p: { familyKey: string; memberKey: string; claimNumber: string }) =>
    withLinesAndEob(claimRowsOf(db, { familyKey: p.familyKey, memberKey: p.memberKey })).where(
      'c.claim_number',
      '=',
      p.claimNumber,
    ),
  );
  return async function findClaim(scope: ClaimScope, claimNumber: string) {
    const { familyKey, memberKey } = scope;
    const row = memberKey
      ? await ofMember.first({ familyKey, memberKey, claimNumber })
      : await ofFamily.first({ familyKey, claimNumber });
    return row ? toFoundClaim(row) : null;
  };
}
