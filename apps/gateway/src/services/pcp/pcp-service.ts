import { getPlanIsoDate } from '@dash/domain';
import type { PcpEligibility, PcpMemberList } from '@dash/domain/api';
import type { CareRepository } from '../../repositories/care-repository';
import { type Caller, requireMemberKey } from '../caller';

/** Primary care (document 2 §7 pcp/members, pcp/eligibility, pcp/city-of-portland), for the member's family. */
export function createPcpService(deps: { readonly care: CareRepository; readonly now: () => Date }) {
  return {
    listMembers: (caller: Caller): Promise<PcpMemberList> =>
      deps.care.listPcpMembers(requireMemberKey(caller)),

    getEligibility: (caller: Caller): Promise<PcpEligibility> =>
      deps.care.getPcpEligibility(requireMemberKey(caller), getPlanIsoDate(deps.now())),

    /**
     * The city group's preventive care due date; empty text when none is known, so the screen shows
     * its "information unavailable" card instead of the error page (document 2 §8).
     */
    async getPreventiveCareDueDate(caller: Caller): Promise<string> {
      return (await deps.care.getPreventiveCareDueDate(requireMemberKey(caller))) ?? '';
    },
  };
}

export type PcpService = ReturnType<typeof createPcpService>;
