import { canSeeEobs, type Locale } from '@dash/domain';
import { getClaimNotice } from '../../claims/claim-notice';
import { renderEob } from '../../claims/render-eob';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { ClaimsRepository } from '../../repositories/claims-repository';
import type { Caller } from '../caller';
import { whoIsAsking } from './claims-caller';

/** The EOB as PDF bytes, with its claim number for the file name (document 2 §6, the subscriber's). */
export function createGetEobPdf(deps: { readonly claims: ClaimsRepository }) {
  const { claims } = deps;
  return async function getEobPdf(
    caller: Caller,
    eobId: string,
    locale: Locale,
  ): Promise<{ pdf: Uint8Array; claimNumber: string }> {
    const asking = await whoIsAsking(claims, caller);
    const { member } = asking;
    if (!canSeeEobs(member.suffix)) throw new ForbiddenError('claims.eobsSubscriberOnly');
    const eob = await claims.findEobClaimNumber(member.familyKey, eobId);
    const found = eob ? await claims.findClaim({ familyKey: member.familyKey }, eob.claimNumber) : null;
    if (!eob || !found) throw new NotFoundError('claims.eobNotFound');
    const family = await claims.getFamilyFacts(member.familyKey);
    const pdf = await renderEob({
      domainId: caller.domainId,
      subscriberId: family.subscriber_id,
      groupId: family.group_id,
      groupName: family.group_name,
      locale,
      issuedDate: eob.issuedDate,
      claim: found.claim,
      serviceLines: found.serviceLines,
      notice: getClaimNotice(caller.domainId, found.claim, found.serviceLines, eob.issuedDate),
    });
    return { pdf, claimNumber: found.claim.claimNumber };
  };
}
