import type { ChatConfig, ShellGroup } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import { familyKeyOf, fromMemberFamilyGroup } from './member-data-repository';
import { type CategoryEligibility, memberEligibilityReader } from './member-eligibility';

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
}

/**
 * What the shell's menus need (document 1 §2, §6; document 2 §4, §6). Every query starts from the
 * session's own member, its family or its account, so no other family's data can be reached.
 */
export function createShellRepository(db: Kysely<Database>) {
  const memberEligibility = memberEligibilityReader(db);
  const accountGroups = prepare(db, (p: { accountId: number }) =>
    fromMemberFamilyGroup(db)
      .select(['g.group_id', 'g.group_name', 'g.effective_date', 'g.termination_date'])
      .where('m.account_id', '=', p.accountId)
      .orderBy('g.group_id'),
  );
  const chatConfig = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('members as m')
      .innerJoin('families as f', 'f.family_key', 'm.family_key')
      .select(['f.chat_host', 'f.chat_bus', 'f.chat_poc', 'f.display_chat', 'f.chat_mapped_group_id'])
      .where('m.member_key', '=', p.memberKey),
  );
  const headRow = prepare(db, (p: { memberKey: string }) =>
    fromMemberFamilyGroup(db)
      .select([
        'm.member_suffix',
        'm.date_of_birth',
        'f.subscriber_id',
        'g.group_id',
        'g.group_name',
        'g.effective_date',
        'g.termination_date',
      ])
      .where('m.member_key', '=', p.memberKey),
  );
  // Each part finds the family from the member itself, so all of them go out with the head row at once.
  const programIds = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('program_enrollments')
      .select('program_id')
      .distinct()
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .where((eb) => eb.or([eb('member_key', 'is', null), eb('member_key', '=', p.memberKey)]))
      .where('enrolled', '=', true)
      .orderBy('program_id'),
  );
  const ebill = prepare(db, (p: { memberKey: string }) =>
    db.selectFrom('ebill_status').select('has_ebill').where('family_key', '=', familyKeyOf(db, p.memberKey)),
  );
  // The menu's referrals come from GET referrals/hasReferrals itself (document 2 §7), not from here.
  const certificate = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('group_documents as d')
      .innerJoin('families as gf', 'gf.group_key', 'd.group_key')
      .select('d.kind')
      .where('gf.family_key', '=', familyKeyOf(db, p.memberKey))
      .where('d.kind', '=', 'certificate_of_coverage'),
  );
  const medicareMaterials = prepare(db, (p: { memberKey: string }) =>
    db.selectFrom('medicare_material_eligibility').select('eligible').where('member_key', '=', p.memberKey),
  );
  const pcpSelections = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('pcp_history as p')
      .innerJoin('members as fm', 'fm.member_key', 'p.member_key')
      .select(['fm.member_key', 'fm.member_suffix'])
      .where('fm.family_key', '=', familyKeyOf(db, p.memberKey))
      .where((eb) => eb.or([eb('fm.member_key', '=', p.memberKey), eb('fm.member_suffix', '=', 0)])),
  );
  const pcpEligibleOn = prepare(db, (p: { memberKey: string; today: string }) =>
    db
      .selectFrom('pcp_eligibility')
      .select('start_date')
      .where('member_key', '=', p.memberKey)
      .where('start_date', '<=', p.today)
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', p.today)]))
      .limit(1),
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
     * eligibility, the family's enrolments and flags, and the account's groups. null: no member row.
     */
    async getShellRows(memberKey: string, accountId: number, today: string): Promise<ShellRows | null> {
      const member = { memberKey };
      const [
        head,
        eligibility,
        programs,
        ebillRow,
        certificateRow,
        materials,
        pcpSelection,
        pcpEligible,
        groups,
      ] = await Promise.all([
        headRow.first(member),
        memberEligibility(memberKey),
        programIds.all(member),
        ebill.first(member),
        certificate.first(member),
        medicareMaterials.first(member),
        pcpSelections.all(member),
        pcpEligibleOn.first({ memberKey, today }),
        accountGroups.all({ accountId }),
      ]);
      if (!head) return null;
      return {
        subscriberId: head.subscriber_id,
        memberSuffix: head.member_suffix,
        dateOfBirth: head.date_of_birth,
        currentGroup: toShellGroup(head),
        eligibility,
        programIds: programs.map((row) => row.program_id),
        hasEbill: ebillRow?.has_ebill ?? false,
        hasCertificateOfCoverage: certificateRow !== undefined,
        medicareMaterialsEligible: materials?.eligible ?? false,
        pcpSelections: pcpSelection.map((row) => ({
          memberKey: row.member_key,
          memberSuffix: row.member_suffix,
        })),
        pcpEligibleToday: pcpEligible !== undefined,
        groups: groups.map(toShellGroup),
      };
    },
  };
}

export type ShellRepository = ReturnType<typeof createShellRepository>;
