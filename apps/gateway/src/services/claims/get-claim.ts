import { canSeeEobs, getClaimsScope } from '@dash/domain';
import type { ClaimDetail } from '@dash/domain/api';
import { getClaimNotice } from '../../claims/claim-notice';
import { NotFoundError } from '../../errors';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import { type Caller, requireMemberKey } from '../caller';
import { whoIsAsking } from './claims-caller';

/**
 * GET claims/{claimNumber} (document 2 §2): one claim with its lines, its EOB for the subscriber. The
 * claim comes with who is asking in one statement (the caller's family's claim of that number); the
 * scope is then decided here, as for the list: a dependent reads only their own (docs/security.md).
 */
export function createGetClaim(deps: { readonly claims: ClaimsRepository }) {
  const { claims } = deps;
  return async function get(caller: Caller, claimNumber: string): Promise<ClaimDetail> {
    const memberKey = requireMemberKey(caller);
    const found = await claims.findCallerClaim(memberKey, claimNumber);
    if (!found) {
      // Rare: no such claim in the family, or no member row for the session (a 404 of its own, as before).
      await whoIsAsking(claims, caller);
      throw new NotFoundError('claims.claimNotFound');
    }
    const suffix = found.callerSuffix;
    if (getClaimsScope(suffix) === 'own' && found.claimMemberKey !== memberKey)
      throw new NotFoundError('claims.claimNotFound');
    return {
      ...found.claim,
      serviceLines: found.serviceLines,
      eob: canSeeEobs(suffix) ? found.eob : null,
      notice: getClaimNotice(caller.domainId, found.claim, found.serviceLines, found.eob?.issuedDate ?? null),
    };
  };
}
