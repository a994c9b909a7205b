import { getLineRemarkCodes, isDenialCode } from '@dash/domain';
import type { ClaimServiceLine } from '@dash/domain/api';
import type { Selectable } from 'kysely';
import type { ClaimServiceLinesTable } from '../db/tables/claims';

/**
 * A stored service line's figures as the claim page, the EOB and the FHIR ExplanationOfBenefit show
 * them (migrations 012 and 024): the amounts, how the member's share arose and the codes that say why.
 */
export function toLineFigures(
  line: Selectable<ClaimServiceLinesTable>,
): Omit<ClaimServiceLine, 'lineNumber' | 'code' | 'description' | 'toothNumber' | 'toothSurface'> {
  const figures = {
    billed: line.billed_cents,
    allowed: line.allowed_cents,
    planPaid: line.paid_cents,
    memberOwes: line.member_owes_cents,
    deductible: line.deductible_cents,
    copay: line.copay_cents,
    coinsurance: line.coinsurance_cents,
    notCovered: line.not_covered_cents,
  };
  const denialCode = line.denial_code !== null && isDenialCode(line.denial_code) ? line.denial_code : null;
  return { ...figures, remarkCodes: getLineRemarkCodes({ ...figures, denialCode }) };
}
