import { isFamilyRowEligible } from '@dash/domain';
import type { FamilyEligibility } from '@dash/domain/api';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * GET eligibility/family (document 2 §7): the family's rows that are still eligible (§4: termed rows
 * only within two years), from which the client's selection rule (`selectFamilyRows`) chooses.
 */
export function createEligibilityService(deps: {
  readonly memberData: MemberDataRepository;
  readonly now: () => Date;
}) {
  return {
    async listFamily(caller: Caller): Promise<FamilyEligibility> {
      const rows = await deps.memberData.listFamilyEligibility(requireMemberKey(caller));
      const at = deps.now();
      return rows.filter((row) => isFamilyRowEligible(row, at));
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
