import {
  COVERAGE_CATEGORIES,
  type CoverageCategory,
  getAgeInYears,
  getPlanIsoDate,
  hasActiveOrFutureEligibility,
  isActiveOrFutureEligibility,
  isPrimaryCareLinkShown,
  isTermedMember,
} from '@dash/domain';
import type { ChatConfig, ShellContext, TokenClaims } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { ActiveSession } from '../auth/session-store';
import type { Database } from '../db/schema';
import { fromMemberFamilyGroup } from './member-data-repository';
import { listMemberEligibility } from './member-eligibility';

/**
 * What the shell's menus need (document 1 §2, §6; document 2 §4, §6). Every query starts from the
 * session's own member, its family or its account, so no other family's data can be reached.
 */
export function createShellRepository(db: Kysely<Database>) {
  function accountGroups(accountId: number) {
    return fromMemberFamilyGroup(db)
      .select(['g.group_id', 'g.group_name', 'g.effective_date', 'g.termination_date'])
      .where('m.account_id', '=', accountId)
      .orderBy('g.group_id')
      .execute();
  }

  return {
    /** The family's chat settings (document 2 §3 chatConfig), the local default of the chat configuration. */
    async getChatConfig(memberKey: string): Promise<ChatConfig | null> {
      const row = await db
        .selectFrom('members as m')
        .innerJoin('families as f', 'f.family_key', 'm.family_key')
        .select(['f.chat_host', 'f.chat_bus', 'f.chat_poc', 'f.display_chat', 'f.chat_mapped_group_id'])
        .where('m.member_key', '=', memberKey)
        .executeTakeFirst();
      if (!row?.chat_host) return null;
      return {
        host: row.chat_host,
        bus: row.chat_bus,
        poc: row.chat_poc,
        displayChat: row.display_chat,
        mappedGroupId: row.chat_mapped_group_id,
      };
    },

    async getShellContext(
      session: ActiveSession,
      claims: TokenClaims,
      now: Date,
    ): Promise<ShellContext | null> {
      const memberKey = session.memberKey;
      if (!memberKey) return null;
      const head = await fromMemberFamilyGroup(db)
        .select([
          'm.member_suffix',
          'm.date_of_birth',
          'f.family_key',
          'f.subscriber_id',
          'g.group_id',
          'g.group_name',
          'g.effective_date',
          'g.termination_date',
        ])
        .where('m.member_key', '=', memberKey)
        .executeTakeFirst();
      if (!head) return null;
      const today = getPlanIsoDate(now);
      const [eligibility, programs, ebill, referral, materials, pcpSelection, pcpEligible, groups] =
        await Promise.all([
          listMemberEligibility(db, memberKey),
          db
            .selectFrom('program_enrollments')
            .select('program_id')
            .distinct()
            .where('family_key', '=', head.family_key)
            .where((eb) => eb.or([eb('member_key', 'is', null), eb('member_key', '=', memberKey)]))
            .where('enrolled', '=', true)
            .orderBy('program_id')
            .execute(),
          db
            .selectFrom('ebill_status')
            .select('has_ebill')
            .where('family_key', '=', head.family_key)
            .executeTakeFirst(),
          db
            .selectFrom('referrals')
            .select('referral_id')
            .where('member_key', '=', memberKey)
            .limit(1)
            .executeTakeFirst(),
          db
            .selectFrom('medicare_material_eligibility')
            .select('eligible')
            .where('member_key', '=', memberKey)
            .executeTakeFirst(),
          db
            .selectFrom('pcp_history as p')
            .innerJoin('members as fm', 'fm.member_key', 'p.member_key')
            .select(['fm.member_key', 'fm.member_suffix'])
            .where('fm.family_key', '=', head.family_key)
            .where((eb) => eb.or([eb('fm.member_key', '=', memberKey), eb('fm.member_suffix', '=', 0)]))
            .execute(),
          db
            .selectFrom('pcp_eligibility')
            .select('start_date')
            .where('member_key', '=', memberKey)
            .where('start_date', '<=', today)
            .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
            .limit(1)
            .executeTakeFirst(),
          accountGroups(session.accountId),
        ]);
      const activeCategories: CoverageCategory[] = COVERAGE_CATEGORIES.filter((category) =>
        eligibility.some((span) => span.category === category && isActiveOrFutureEligibility(span, now)),
      );
      const toGroup = (g: {
        group_id: string;
        group_name: string;
        effective_date: string;
        termination_date: string | null;
      }) => ({
        groupId: g.group_id,
        groupName: g.group_name,
        startDate: g.effective_date,
        endDate: g.termination_date,
      });
      return {
        subscriberId: head.subscriber_id,
        memberSuffix: head.member_suffix,
        age: Math.max(0, getAgeInYears(head.date_of_birth, now)),
        role: claims.role,
        issuedByRole: claims.issuedByRole,
        groupId: head.group_id,
        groupName: head.group_name,
        hasActiveOrFutureEligibility: hasActiveOrFutureEligibility(eligibility, now),
        activeCategories,
        termed: isTermedMember(eligibility, now),
        programIds: programs.map((row) => row.program_id),
        hasEbill: ebill?.has_ebill ?? false,
        hasReferrals: referral !== undefined,
        medicareMaterialsEligible: materials?.eligible ?? false,
        primaryCareLinkShown: isPrimaryCareLinkShown({
          subscriberHasSelections: pcpSelection.some((row) => row.member_suffix === 0),
          memberHasSelection: pcpSelection.some((row) => row.member_key === memberKey),
          memberEligible: pcpEligible !== undefined,
        }),
        groups: groups.map(toGroup),
        currentGroup: toGroup(head),
      };
    },
  };
}

export type ShellRepository = ReturnType<typeof createShellRepository>;
