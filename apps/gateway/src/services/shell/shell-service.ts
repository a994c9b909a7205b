import {
  COVERAGE_CATEGORIES,
  getAgeInYears,
  getPlanIsoDate,
  hasActiveOrFutureEligibility,
  isActiveOrFutureEligibility,
  isPrimaryCareLinkShown,
  isTermedMember,
} from '@dash/domain';
import type { ChatConfig, ShellContext } from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { ShellRepository } from '../../repositories/shell-repository';
import { type Caller, requireMemberKey } from '../caller';

/**
 * The facts the application shell computes its menus, global alert, data layer and /select-group
 * link from (document 1 §2, §6, §7; document 2 §4, §6), for the session's own member only.
 */
export function createShellService(deps: { readonly shell: ShellRepository; readonly now: () => Date }) {
  return {
    async getShellContext(caller: Caller): Promise<ShellContext> {
      const memberKey = requireMemberKey(caller);
      const now = deps.now();
      const rows = await deps.shell.getShellRows(memberKey, caller.session.accountId, getPlanIsoDate(now));
      if (!rows) throw new NotFoundError('server.noMember');
      const { eligibility, pcpSelections } = rows;
      return {
        subscriberId: rows.subscriberId,
        memberSuffix: rows.memberSuffix,
        age: Math.max(0, getAgeInYears(rows.dateOfBirth, now)),
        role: caller.claims.role,
        issuedByRole: caller.claims.issuedByRole,
        groupId: rows.currentGroup.groupId,
        groupName: rows.currentGroup.groupName,
        hasActiveOrFutureEligibility: hasActiveOrFutureEligibility(eligibility, now),
        activeCategories: COVERAGE_CATEGORIES.filter((category) =>
          eligibility.some((span) => span.category === category && isActiveOrFutureEligibility(span, now)),
        ),
        termed: isTermedMember(eligibility, now),
        programIds: [...rows.programIds],
        hasEbill: rows.hasEbill,
        hasCertificateOfCoverage: rows.hasCertificateOfCoverage,
        medicareMaterialsEligible: rows.medicareMaterialsEligible,
        primaryCareLinkShown: isPrimaryCareLinkShown({
          subscriberHasSelections: pcpSelections.some((row) => row.memberSuffix === 0),
          memberHasSelection: pcpSelections.some((row) => row.memberKey === memberKey),
          memberEligible: rows.pcpEligibleToday,
        }),
        groups: [...rows.groups],
        currentGroup: rows.currentGroup,
        language: rows.language,
        unreadMessages: rows.unreadMessages,
        unreadNotifications: rows.unreadNotifications,
      };
    },

    /** The family's chat settings, the local default of the chat configuration (document 2 §3 chatConfig). */
    getChatConfig(memberKey: string): Promise<ChatConfig | null> {
      return deps.shell.getChatConfig(memberKey);
    },
  };
}

export type ShellService = ReturnType<typeof createShellService>;
