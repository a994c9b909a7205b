import type { MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/** The family's eBill flags (document 2 §7), one call each. */
export const EBILL_FLAGS = ['hasEbill', 'ebillRegistered', 'showEbillAlert'] as const;
export type EbillFlag = (typeof EBILL_FLAGS)[number];

export function createEbillService(deps: { readonly memberData: MemberDataRepository }) {
  return {
    async getFlag(caller: Caller, flag: EbillFlag): Promise<boolean> {
      return (await deps.memberData.getEbillStatus(requireMemberKey(caller)))[flag];
    },
  };
}

export type EbillService = ReturnType<typeof createEbillService>;
