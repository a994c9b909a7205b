import type { CoverageCategory, PlanDates } from '@dash/domain';
import type { LoginGroup } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromMemberFamilyGroup } from './member-data-repository';

/** A member of the account in one group: who a group switch lands on (document 1 §4). */
export interface AccountGroupMember {
  readonly memberKey: string;
  readonly groupId: string;
}

/** One of the account's groups, the account's member in it, and its plans' dates. */
export interface AccountGroupPlans {
  readonly groupId: string;
  readonly groupName: string;
  readonly groupEffectiveDate: string;
  readonly groupTerminationDate: string | null;
  readonly memberKey: string;
  readonly plans: readonly (PlanDates & { readonly category: CoverageCategory })[];
}

/** One of the account's groups as stored; whether it is inactive is a rule (services/groups/login-groups.ts). */
export type AccountGroupRow = Omit<LoginGroup, 'inactive'>;

/** The account's groups (document 1 §3, Group list for login): one row per member the account holds. */
export async function listAccountGroups(db: Kysely<Database>, accountId: number): Promise<AccountGroupRow[]> {
  const rows = await fromMemberFamilyGroup(db)
    .select([
      'g.group_id',
      'g.group_name',
      'm.member_key',
      'g.sales_platform',
      'g.effective_date',
      'g.termination_date',
    ])
    .where('m.account_id', '=', accountId)
    .orderBy('g.group_id')
    .execute();
  return rows.map((g) => ({
    groupId: g.group_id,
    groupName: g.group_name,
    memberKey: g.member_key,
    salesPlatform: g.sales_platform,
    planEffectiveDate: g.effective_date,
    planTerminationDate: g.termination_date,
  }));
}

/** Groups, group detail and group switching; every query starts from the session's account. */
export function createGroupRepository(db: Kysely<Database>) {
  return {
    listAccountGroups: (accountId: number) => listAccountGroups(db, accountId),

    /** The account's member in the group, or null when the account holds no member there. */
    async findAccountMemberInGroup(
      accountId: number,
      groupId: string,
      domainId: number,
    ): Promise<AccountGroupMember | null> {
      const row = await fromMemberFamilyGroup(db)
        .select(['m.member_key', 'g.group_id'])
        .where('m.account_id', '=', accountId)
        .where('g.group_id', '=', groupId)
        .where('g.domain_id', '=', domainId)
        .orderBy('m.member_key')
        .executeTakeFirst();
      return row ? { memberKey: row.member_key, groupId: row.group_id } : null;
    },

    /** Each of the account's groups with its plans' dates per category (document 1 §3, Group detail). */
    async listGroupPlans(accountId: number): Promise<AccountGroupPlans[]> {
      const groups = await fromMemberFamilyGroup(db)
        .select([
          'g.group_key',
          'g.group_id',
          'g.group_name',
          'g.effective_date',
          'g.termination_date',
          'm.member_key',
        ])
        .where('m.account_id', '=', accountId)
        .orderBy('g.group_id')
        .execute();
      if (groups.length === 0) return [];
      const plans = await db
        .selectFrom('group_plans')
        .selectAll()
        .where(
          'group_key',
          'in',
          groups.map((g) => g.group_key),
        )
        .execute();
      return groups.map((g) => ({
        groupId: g.group_id,
        groupName: g.group_name,
        groupEffectiveDate: g.effective_date,
        groupTerminationDate: g.termination_date,
        memberKey: g.member_key,
        plans: plans
          .filter((plan) => plan.group_key === g.group_key)
          .map((plan) => ({
            category: plan.category,
            planEffectiveDate: plan.plan_effective_date,
            planTerminationDate: plan.plan_termination_date,
          })),
      }));
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;
