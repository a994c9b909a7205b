import type { AccountStatus } from '@dash/domain';
import type { AccountDetails, EmployeeInfo } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { AccountRepository } from '../../repositories/account-repository';
import type { MemberDataRepository } from '../../repositories/member-data-repository';
import { type Caller, requireMemberKey } from '../caller';

/** The account area (document 1 §7 account, account/status; document 2 §3 employee id). */
export function createAccountService(deps: {
  readonly accounts: AccountRepository;
  readonly memberData: MemberDataRepository;
}) {
  return {
    /** The signed-in member's family, members, preferences and products. */
    async getDetails(caller: Caller): Promise<AccountDetails> {
      const details = await deps.accounts.getAccountDetails(requireMemberKey(caller));
      if (!details) throw new NotFoundError('server.noMember');
      return details;
    },

    getStatus(caller: Caller): Promise<AccountStatus> {
      return deps.accounts.getStatus(caller.session.accountId);
    },

    /** Local 598 members see their employee id on home (document 2 §3). */
    async getEmployeeInfo(caller: Caller): Promise<EmployeeInfo> {
      const info = await deps.memberData.getEmployeeInfo(requireMemberKey(caller));
      if (!info) throw new NotFoundError('server.noMember');
      return info;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
