import { canSeeEobs, getClaimsScope } from '@dash/domain';
import type { ClaimDetail } from '@dash/domain/api';
import { getClaimNotice } from '../../claims/claim-notice';
import { NotFoundError } from '../../errors';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import type { Caller } from '../caller';
import { whoIsAsking } from './claims-caller';

/** GET claims/{claimNumber} (document 2 §2): one claim with its lines, its EOB for the subscriber. */
export function createGetClaim(deps: { readonly claims: ClaimsRepository }) {
  const { claims } = deps;
  return async function get(caller: Caller, claimNumber: string): Promise<ClaimDetail> {
    const asking = await whoIsAsking(claims, caller);
    const { member } = asking;
    const own = getClaimsScope(member.suffix) === 'own';
    const found = await claims.findClaim(
      { familyKey: member.familyKey, ...(own ? { memberKey: member.memberKey } : {}) },
      claimNumber,
    );
    if (!found) throw new NotFoundError('claims.claimNotFound');
    return {
      ...found.claim,
      serviceLines: found.serviceLines,
      eob: canSeeEobs(member.suffix) ? found.eob : null,
      notice: getClaimNotice(caller.domainId, found.claim, found.serviceLines, found.eob?.issuedDate ?? null),
    };
  };
}
