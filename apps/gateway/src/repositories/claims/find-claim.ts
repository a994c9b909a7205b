import type { ClaimServiceLine } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toLineFigures } from '../claim-line-figures';
import { type ClaimScope, claimRowsOf, SUMMARY_COLUMNS, type SummaryRow, toClaimSummary } from './claim-rows';

/** A claim of the scope with its lines and EOB; null when the scope holds no such claim. */
export async function findClaim(db: Kysely<Database>, scope: ClaimScope, claimNumber: string) {
  const row = await claimRowsOf(db, scope)
    .select([...SUMMARY_COLUMNS])
    .where('c.claim_number', '=', claimNumber)
    .executeTakeFirst();
  if (!row) return null;
  const [lines, eob] = await Promise.all([
    db
      .selectFrom('claim_service_lines')
      .selectAll()
      .where('claim_number', '=', claimNumber)
      .orderBy('line_number')
      .execute(),
    db
      .selectFrom('eob_documents')
      .select(['eob_document_id', 'issued_date'])
      .where('claim_number', '=', claimNumber)
      .where('family_key', '=', scope.familyKey)
      .orderBy('issued_date', 'desc')
      .executeTakeFirst(),
  ]);
  const serviceLines: ClaimServiceLine[] = lines.map((line) => ({
    lineNumber: line.line_number,
    code: line.procedure_code,
    description: line.description,
    toothNumber: line.tooth_number,
    toothSurface: line.tooth_surface,
    ...toLineFigures(line),
  }));
  return {
    claim: toClaimSummary(row as SummaryRow),
    serviceLines,
    eob: eob ? { eobId: eob.eob_document_id, issuedDate: eob.issued_date } : null,
  };
}
