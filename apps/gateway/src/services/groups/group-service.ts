import { COVERAGE_CATEGORIES, getPlanIsoDate, getPlanStatus } from '@dash/domain';
import type {
  GroupDetail,
  GroupPlan,
  GroupSelectionRequest,
  GroupSelectionResponse,
  LoginGroup,
} from '@dash/domain/api';
import type { MemberSessionOpener } from '../../auth/open-member-session';
import type { SessionStore } from '../../auth/session-store';
import { BadRequestError, NotFoundError } from '../../errors';
import type { AccountGroupPlans, GroupRepository } from '../../repositories/group-repository';
import type { Caller } from '../caller';
import { toLoginGroups } from './login-groups';

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

  /** Group detail with each plan's status as of today (document 1 §3). */
  function toGroupDetail(group: AccountGroupPlans, currentMemberKey: string | null, on: string): GroupDetail {
    const [medical, dental, vision, pharmacy] = COVERAGE_CATEGORIES.map((category): GroupPlan | null => {
      const plan = group.plans.find((p) => p.category === category);
      if (!plan) return null;
      const dates = {
        planEffectiveDate: plan.planEffectiveDate,
        planTerminationDate: plan.planTerminationDate,
      };
      return { ...dates, planStatus: getPlanStatus(dates, on) };
    });
    return {
      groupId: group.groupId,
      groupName: group.groupName,
      groupEffectiveDate: group.groupEffectiveDate,
      groupTerminationDate: group.groupTerminationDate,
      current: group.memberKey === currentMemberKey,
      medical: medical ?? null,
      dental: dental ?? null,
      vision: vision ?? null,
      pharmacy: pharmacy ?? null,
    };
  }

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

    /** A new token of the same kind for the account's member in that group; the old one stops working. */
    async select(caller: Caller, request: GroupSelectionRequest): Promise<GroupSelectionResponse> {
      const { claims, session } = caller;
      if (request.domain !== claims.domainId) throw new BadRequestError('server.otherBrandDomain');
      if (session.memberKey === null) throw notFound();
      const target = await deps.groups.findAccountMemberInGroup(
        session.accountId,
        request.groupId,
        claims.domainId,
      );
      if (!target) throw notFound();
      const opened = await deps.openMemberSession(
        {
          accountId: session.accountId,
          memberKey: target.memberKey,
          role: claims.role,
          issuedByRole: claims.issuedByRole,
          issuedByAccountId: session.issuedByAccountId,
          domainId: claims.domainId,
          chosenGroupId: target.groupId,
          preventSalesPlatform: session.preventSalesPlatform,
        },
        session.kind,
      );
      await deps.sessions.revoke(session.sessionId, deps.now());
      return opened;
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
