import type { ProgramDetailsList, ProgramList } from '@dash/domain/api';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/** The programs the family or the member is enrolled in (document 2 §3, §7); details add the phone. */
export function createProgramService(deps: { readonly memberData: MemberDataRepository }) {
  return {
    list: (caller: Caller): Promise<ProgramList> => deps.memberData.listPrograms(requireMemberKey(caller)),
    listDetails: (caller: Caller): Promise<ProgramDetailsList> =>
      deps.memberData.listProgramDetails(requireMemberKey(caller)),
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
