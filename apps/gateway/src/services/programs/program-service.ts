import type { ProgramDetailsList, ProgramList } from '@dash/domain/api';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireProgramsBrand } from '../caller';

/**
 * The programs the family or the member is enrolled in (document 2 §3, §7); details add the phone.
 * None on the partner brand (§1): 404.
 */
export function createProgramService(deps: { readonly memberData: MemberDataRepository }) {
  return {
    list: (caller: Caller): Promise<ProgramList> =>
      deps.memberData.listPrograms(requireProgramsBrand(caller)),
    listDetails: (caller: Caller): Promise<ProgramDetailsList> =>
      deps.memberData.listProgramDetails(requireProgramsBrand(caller)),
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
