import type { Locale } from '@dash/domain';
import type { ChatConfig, ShellGroup } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import { preferredLanguageOf } from './account-language-repository';
import { ebillStatusOf, fromMemberFamilyGroup, programEnrollmentsOf } from './member-data-repository';
import { type CategoryEligibility, memberEligibilityRows, toCategoryEligibility } from './member-eligibility';
import { unreadNotificationsOf } from './member-notifications/notification-rows';
import { type MemberScope, OUTER_MEMBER } from './member-scope';
import { unreadRepliesOf } from './secure-messages/unread-replies';

function toShellGroup(g: {
  group_id: string;
  group_name: string;
  effective_date: string;
  termination_date: string | null;
}): ShellGroup {
  return {
    groupId: g.group_id,
    groupName: g.group_name,
    startDate: g.effective_date,
    endDate: g.termination_date,
  };
}

/** The rows of the session's member the shell computes its facts from. */
export interface ShellRows {
  readonly subscriberId: string;
  readonly memberSuffix: number;
  readonly dateOfBirth: string;
  readonly currentGroup: ShellGroup;
  readonly eligibility: readonly CategoryEligibility[];
  readonly programIds: readonly number[];
  readonly hasEbill: boolean;
  readonly hasCertificateOfCoverage: boolean;
  readonly medicareMaterialsEligible: boolean;
  /** Primary care selections of the member and of the subscriber (suffix 0). */
  readonly pcpSelections: readonly { readonly memberKey: string; readonly memberSuffix: number }[];
  readonly pcpEligibleToday: boolean;
  readonly groups: readonly ShellGroup[];
  /** The sign-in account's language (migrations/021). */
  readonly language: Locale | null;
  /** The member's replies from member services not read yet (secure-messages/unread-replies.ts). */
  readonly unreadMessages: number;
  /** The member's notifications not read yet (member-notifications/notification-rows.ts), the bell's. */
  readonly unreadNotifications: number;
}

// The shell's own parts, each read as a sub-select of the member row (they have no route of their own).

/** The ids of the programs the family, or this member of it, is enrolled in. */
function programIdsOf(db: Kysely<Database>, scope: MemberScope) {
  return programEnrollmentsOf(db, scope).select('e.program_id').distinct().orderBy('e.program_id');
}

// The menu's referrals come from GET referrals/hasReferrals itself (document 2 §7), not from here.
function certificateOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('group_documents as d')
    .innerJoin('families as gf', 'gf.group_key', 'd.group_key')
    .select('d.kind')
    .where('gf.family_key', '=', scope.familyKey)
    .where('d.kind', '=', 'certificate_of_coverage');
}

function medicareMaterialsOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('medicare_material_eligibility')
    .select('eligible')
    .where('member_key', '=', scope.memberKey);
}

/** Primary care selections of the member and of the subscriber (suffix 0). */
function pcpSelectionsOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('pcp_history as p')
    .innerJoin('members as fm', 'fm.member_key', 'p.member_key')
    .select(['fm.member_key', 'fm.member_suffix'])
    .where('fm.family_key', '=', scope.familyKey)
    .where((eb) => eb.or([eb('fm.member_key', '=', scope.memberKey), eb('fm.member_suffix', '=', 0)]));
}

function pcpEligibleOnOf(db: Kysely<Database>, scope: MemberScope, today: string) {
  return db
    .selectFrom('pcp_eligibility')
    .select('start_date')
    .where('member_key', '=', scope.memberKey)
    .where('start_date', '<=', today)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .limit(1);
}

/** Every group the account has a member in, by the inner query's own member, family and group. */
function accountGroupsOf(db: Kysely<Database>, accountId: number) {
  return fromMemberFamilyGroup(db)
    .select(['g.group_id', 'g.group_name', 'g.effective_date', 'g.termination_date'])
    .where('m.account_id', '=', accountId)
    .orderBy('g.group_id');
}

/** The shell's one statement: the member row with each part a JSON sub-select of it (ten queries before). */
function shellRowsOf(db: Kysely<Database>, p: { memberKey: string; accountId: number; today: string }) {
  const scope = OUTER_MEMBER;
  return fromMemberFamilyGroup(db)
    .select([
      'm.member_suffix',
      'm.date_of_birth',
      'f.subscriber_id',
      'g.group_id',
      'g.group_name',
      'g.effective_date',
      'g.termination_date',
    ])
    .select([
      jsonArrayFrom(memberEligibilityRows(db, scope.memberKey)).as('eligibility'),
      jsonArrayFrom(programIdsOf(db, scope)).as('programs'),
      jsonObjectFrom(ebillStatusOf(db, scope)).as('ebill'),
      jsonObjectFrom(certificateOf(db, scope)).as('certificate'),
      jsonObjectFrom(medicareMaterialsOf(db, scope)).as('materials'),
      jsonArrayFrom(pcpSelectionsOf(db, scope)).as('pcp_selections'),
      jsonObjectFrom(pcpEligibleOnOf(db, scope, p.today)).as('pcp_eligible'),
      jsonArrayFrom(accountGroupsOf(db, p.accountId)).as('groups'),
      jsonObjectFrom(preferredLanguageOf(db, p.accountId)).as('language'),
      jsonObjectFrom(unreadRepliesOf(db, scope)).as('unread_messages'),
      jsonObjectFrom(unreadNotificationsOf(db, scope)).as('unread_notifications'),
    ])
    .where('m.member_key', '=', p.memberKey);
}

/**
 * What the shell's menus need (document 1 §2, §6; document 2 §4, §6). Every query starts from the
 * session's own member, its family or its account, so no other family's data can be reached.
 */
export function createShellRepository(db: Kysely<Database>) {
  const chatConfig = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members as m')
      .innerJoin('families as f', 'f.family_key', 'm.family_key')
      .select(['f.chat_host', 'f.chat_bus', 'f.chat_poc', 'f.display_chat', 'f.chat_mapped_group_id'])
      .where('m.member_key', '=', p.memberKey),
  );
  const shellRows = prepare(db, (p: { memberKey: string; accountId: number; today: string }) =>
    shellRowsOf(db, p),
  );

  return {
    /** The family's chat settings (document 2 §3 chatConfig), the local default of the chat configuration. */
    async getChatConfig(memberKey: string): Promise<ChatConfig | null> {
      const row = await chatConfig.first({ memberKey });
      if (!row?.chat_host) return null;
      return {
        host: row.chat_host,
        bus: row.chat_bus,
        poc: row.chat_poc,
        displayChat: row.display_chat,
        mappedGroupId: row.chat_mapped_group_id,
      };
    },

    /**
     * The rows the shell's facts are computed from (services/shell): the member's head row, its
     * eligibility, the family's enrolments and flags, the account's groups and language, the unread
     * replies and notifications, in one statement. null: no member row.
     */
    async getShellRows(memberKey: string, accountId: number, today: string): Promise<ShellRows | null> {
      const head = await shellRows.first({ memberKey, accountId, today });
      if (!head) return null;
      return {
        subscriberId: head.subscriber_id,
        memberSuffix: head.member_suffix,
        dateOfBirth: head.date_of_birth,
        currentGroup: toShellGroup(head),
        eligibility: toCategoryEligibility(head.eligibility),
        programIds: head.programs.map((row) => row.program_id),
        hasEbill: head.ebill?.has_ebill ?? false,
        hasCertificateOfCoverage: head.certificate !== null,
        medicareMaterialsEligible: head.materials?.eligible ?? false,
        pcpSelections: head.pcp_selections.map((row) => ({
          memberKey: row.member_key,
          memberSuffix: row.member_suffix,
        })),
        pcpEligibleToday: head.pcp_eligible !== null,
        groups: head.groups.map(toShellGroup),
        language: head.language?.preferred_language ?? null,
        unreadMessages: Number(head.unread_messages?.count ?? 0),
        unreadNotifications: Number(head.unread_notifications?.count ?? 0),
      };
    },
  };
}

export type ShellRepository = ReturnType<typeof createShellRepository>;
