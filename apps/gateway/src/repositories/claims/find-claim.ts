import type { ClaimServiceLine } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { toLineFigures } from '../claim-line-figures';
import { type ClaimScope, claimRowsOf, SUMMARY_COLUMNS, type SummaryRow, toClaimSummary } from './claim-rows';

/** A claim of the scope with its lines and its latest EOB as sub-selects of its row (decision 066). */
function claimWithLinesOf(db: Kysely<Database>, scope: ClaimScope, claimNumber: string) {
  return claimRowsOf(db, scope)
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
          .where('e.family_key', '=', scope.familyKey)
          .orderBy('e.issued_date', 'desc')
          .limit(1),
      ).as('eob'),
    ])
    .where('c.claim_number', '=', claimNumber);
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
    claimWithLinesOf(db, { familyKey: p.familyKey }, p.claimNumber),
  );
  const ofMember = prepare(db, (p: { familyKey: string; memberKey: string; claimNumber: string }) =>
    claimWithLinesOf(db, { familyKey: p.familyKey, memberKey: p.memberKey }, p.claimNumber),
  );
  return async function findClaim(scope: ClaimScope, claimNumber: string) {
    const { familyKey, memberKey } = scope;
    const row = memberKey
      ? await ofMember.first({ familyKey, memberKey, claimNumber })
      : await ofFamily.first({ familyKey, claimNumber });
    if (!row) return null;
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
      claim: toClaimSummary(row as SummaryRow),
      serviceLines,
      eob: eob ? { eobId: eob.eob_document_id, issuedDate: eob.issued_date } : null,
    };
  };
}
