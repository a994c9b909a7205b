import { getPlanIsoDate } from '@dash/domain';
import type { GroupDetail, LoginGroup } from '@dash/domain/api';
import type { MemberSessionOpener } from '../../auth/open-member-session';
import type { SessionStore } from '../../auth/session-store';
import { NotFoundError } from '../../errors';
import type { GroupRepository } from '../../repositories/group-repository';
import type { Caller } from '../caller';
import { toGroupDetail } from './group-detail';
import { toLoginGroups } from './login-groups';
import { createSelectGroup } from './select-group';

/**
 * Groups, group detail and group switching (document 1 §3, §4, §7). Mid-login (/group-selection)
 * and signed in (/select-group) alike; only ever the groups of the caller's own account.
 */
export function createGroupService(deps: {
  readonly groups: GroupRepository;
  readonly sessions: SessionStore;
  readonly openMemberSession: MemberSessionOpener;
  readonly now: () => Date;
}) {
  const today = () => getPlanIsoDate(deps.now());
  const notFound = () => new NotFoundError('groupSelection.notFound');

  return {
    async list(caller: Caller): Promise<LoginGroup[]> {
      return toLoginGroups(await deps.groups.listAccountGroups(caller.session.accountId), today());
    },

    /** The group of the session's own member. */
    async getIndividual(caller: Caller): Promise<LoginGroup> {
      const all = toLoginGroups(await deps.groups.listAccountGroups(caller.session.accountId), today());
      const own = all.find((group) => group.memberKey === caller.session.memberKey);
      if (!own) throw notFound();
      return own;
    },

    /** Every group's detail, or the one asked for by groupId (404 when the account has none such). */
    async listDetails(caller: Caller, groupId: string | undefined): Promise<GroupDetail[]> {
      const on = today();
      const details = (await deps.groups.listGroupPlans(caller.session.accountId)).map((group) =>
        toGroupDetail(group, caller.session.memberKey, on),
      );
      if (groupId === undefined) return details;
      const chosen = details.filter((group) => group.groupId === groupId);
      if (chosen.length === 0) throw notFound();
      return chosen;
    },

    select: createSelectGroup(deps),
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
