import {
  type DomainId,
  getAppealDeadline,
  getAppealsAddress,
  getClaimsPhone,
  isAdverseDecision,
} from '@dash/domain';
import type { ClaimNotice, ClaimServiceLine, ClaimSummary } from '@dash/domain/api';

/**
 * The notice a processed claim carries on its page and EOB (issue 36 §7): dated as its EOB was issued
 * (the day it was processed when it has none), with the last day to appeal and member services.
 */
export function getClaimNotice(
  domainId: DomainId,
  claim: ClaimSummary,
  lines: readonly ClaimServiceLine[],
  eobIssuedDate: string | null,
): ClaimNotice | null {
  if (!claim.processedDate) return null;
  const noticeDate = eobIssuedDate ?? claim.processedDate;
  return {
    adverse: isAdverseDecision(lines),
    noticeDate,
    appealBy: getAppealDeadline(noticeDate, domainId),
    memberServicesPhone: getClaimsPhone(domainId, claim.category),
    appealsAddress: getAppealsAddress(domainId),
  };
}
