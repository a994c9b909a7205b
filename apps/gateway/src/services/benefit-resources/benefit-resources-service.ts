import type { HandbookDocumentList, MedicareMaterialList, PriorAuthorizationList } from '@dash/domain/api';
import { ForbiddenError } from '../../errors';
import type { BenefitResourcesRepository } from '../../repositories/benefit-resources-repository';
import { type Caller, requireMemberKey, requireProgramsBrand } from '../caller';

/** Medicare materials, handbooks, the Outline of Coverage and prior authorizations (document 2 §2, §7). */
export function createBenefitResourcesService(deps: { readonly resources: BenefitResourcesRepository }) {
  const { resources } = deps;
  return {
    async getMaterialsEligibility(caller: Caller): Promise<boolean> {
      return (await resources.getMaterialsEligibility(requireMemberKey(caller))).eligible;
    },
    /**
     * The member's Medicare materials. A member who is not eligible, or whose source refuses the call
     * (walter), gets a 403 response: the screen shows an empty list for it (document 2 §6, §8).
     */
    async listMedicareMaterials(caller: Caller): Promise<MedicareMaterialList> {
      const memberKey = requireMemberKey(caller);
      const eligibility = await resources.getMaterialsEligibility(memberKey);
      if (!eligibility.eligible || eligibility.forbidden) {
        throw new ForbiddenError('server.medicareMaterialsForbidden');
      }
      return resources.listMedicareMaterials(memberKey);
    },
    listHandbooks: (caller: Caller): Promise<HandbookDocumentList> =>
      resources.listHandbooks(requireProgramsBrand(caller)),
    getOutlineOfCoverage: (caller: Caller): Promise<string> =>
      resources.getOutlineOfCoverage(requireMemberKey(caller)),
    listPriorAuthorizations: (caller: Caller): Promise<PriorAuthorizationList> =>
      resources.listPriorAuthorizations(requireMemberKey(caller)),
  };
}

export type BenefitResourcesService = ReturnType<typeof createBenefitResourcesService>;
