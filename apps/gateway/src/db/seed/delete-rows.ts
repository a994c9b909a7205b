import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SeedRows } from './seed-rows';

/** Exact keys (the personas), or every key that starts with a prefix (the synthetic members). */
export type KeyFilter = readonly string[] | { readonly prefix: string };

export interface SeedKeys {
  readonly groupKeys: KeyFilter;
  readonly familyKeys: KeyFilter;
  readonly memberKeys: KeyFilter;
}

export function keysOf(rows: SeedRows): SeedKeys {
  return {
    groupKeys: rows.groups.map((row) => row.group_key),
    familyKeys: rows.families.map((row) => row.family_key),
    memberKeys: rows.members.map((row) => row.member_key),
  };
}

const isEmpty = (filter: KeyFilter) => Array.isArray(filter) && filter.length === 0;

function condition(filter: KeyFilter): ['in', readonly string[]] | ['like', string] {
  return 'prefix' in filter ? ['like', `${filter.prefix}%`] : ['in', filter];
}

/** Children before parents; each list holds the tables keyed by that column. */
const BY_MEMBER = [
  'service_detail_tiers',
  'service_details',
  'benefit_service_links',
  'dental_maximums',
  'dental_services',
  'benefit_tiers',
  'pcp_history',
  'pcp_eligibility',
  'preventive_care_due_dates',
  'medicare_materials',
  'medicare_material_eligibility',
  'id_card_orders',
  'id_card_eligibility',
  'member_eligibility',
  'member_preferences',
  'registration_policies',
  'sessions',
  'member_notifications',
] as const;

const BY_FAMILY = [
  // Secure messages (issue 39 §1): their messages and attachments go with them (on delete cascade).
  'message_conversations',
  'prior_authorizations',
  'limits',
  'program_enrollments',
  'referrals',
  'family_eligibility',
  'plan_cancellations',
  'plan_management',
  'ebill_status',
  'family_products',
  'members',
  'families',
] as const;

const BY_GROUP = ['group_documents', 'group_plans', 'groups'] as const;

/** Every table deleteSeedRows deletes from. */
export const SEED_ROW_TABLES: readonly string[] = [
  'eob_documents',
  'claims',
  ...BY_MEMBER,
  ...BY_FAMILY,
  ...BY_GROUP,
];

/**
 * Deletes every row keyed by these groups, families and members, children before parents, so the
 * seed can insert them again. Rows the app wrote for these members since (sessions, primary care
 * choices …) go too: a reseed puts the members back as the seed describes them.
 * Accounts are kept and updated in place by the writers, so audit entries keep their actor.
 */
export async function deleteSeedRows(db: Kysely<Database>, keys: SeedKeys): Promise<void> {
  if (!isEmpty(keys.familyKeys)) {
    const [op, value] = condition(keys.familyKeys);
    // Claims and EOBs first: they reference members as well as families.
    await db.deleteFrom('eob_documents').where('family_key', op, value).execute();
    await db.deleteFrom('claims').where('family_key', op, value).execute();
  }
  if (!isEmpty(keys.memberKeys)) {
    const [op, value] = condition(keys.memberKeys);
    for (const table of BY_MEMBER) await db.deleteFrom(table).where('member_key', op, value).execute();
  }
  if (!isEmpty(keys.familyKeys)) {
    const [op, value] = condition(keys.familyKeys);
    for (const table of BY_FAMILY) await db.deleteFrom(table).where('family_key', op, value).execute();
  }
  if (!isEmpty(keys.groupKeys)) {
    const [op, value] = condition(keys.groupKeys);
    for (const table of BY_GROUP) await db.deleteFrom(table).where('group_key', op, value).execute();
  }
}
