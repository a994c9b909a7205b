import type { PlanManagementResponse } from '@dash/domain/api';
import type { CareRepository } from '../../repositories/care-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * Plan management details (document 2 §7). A family without plan management answers null: the home
 * banner is then absent, where an error would send the screen to /error (document 2 §8).
 */
export function createPlanManagementService(deps: { readonly care: CareRepository }) {
  return {
    get: (caller: Caller): Promise<PlanManagementResponse> =>
      deps.care.getPlanManagement(requireMemberKey(caller)),
  };
}

export type PlanManagementService = ReturnType<typeof createPlanManagementService>;
