import type { AccountDetails } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { FAMILY_ADDRESS_COLUMNS, toFamilyAddress } from '../family-address-columns';
import { fromMemberFamilyGroup } from '../member-data-repository';
import { PREFERENCE_COLUMN_NAMES, toPreferences } from '../preferences-mapper';

/** The family's columns the account response shows; the rest (ids, flags, versions) stay in the database. */
const FAMILY_COLUMNS = [
  'f.family_key',
  'f.group_key',
  'f.subscriber_id',
  'f.effective_date',
  'f.hire_date',
  ...FAMILY_ADDRESS_COLUMNS,
  'f.chat_host',
  'f.chat_bus',
  'f.chat_poc',
  'f.display_chat',
  'f.chat_mapped_group_id',
] as const;

/** Each family member's columns the response shows: every member's JSON is built and parsed per call. */
const MEMBER_COLUMNS = [
  'fm.member_key',
  'fm.first_name',
  'fm.last_name',
  'fm.relationship',
  'fm.relationship_description',
  'fm.date_of_birth',
  'fm.sex',
  'fm.sex_description',
  'fm.member_suffix',
  'fm.has_out_of_area_plan',
  'fm.has_other_medical',
  'fm.has_other_dental',
  'fm.member_role',
  'fm.insurance_type',
  'fm.network_names',
] as const;

function prepareAccountDetails(db: Kysely<Database>) {
  return prepare(db, (p: { memberKey: string }) =>
    fromMemberFamilyGroup(db)
      .select(FAMILY_COLUMNS)
      .select(['m.member_key', 'g.group_id', 'g.group_name', 'g.parent_group_id', 'g.parent_group_name'])
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('members as fm')
            .select(MEMBER_COLUMNS)
            .whereRef('fm.family_key', '=', 'f.family_key')
            .orderBy('fm.member_suffix'),
        ).as('members'),
        jsonObjectFrom(
          eb
            .selectFrom('member_preferences as p')
            .select(PREFERENCE_COLUMN_NAMES.map((column) => `p.${column}` as const))
            .whereRef('p.member_key', '=', 'm.member_key'),
        ).as('preferences'),
        jsonArrayFrom(
          eb
            .selectFrom('family_products as fp')
            .select(['fp.name', 'fp.eligible', 'fp.url'])
            .whereRef('fp.family_key', '=', 'f.family_key')
            .orderBy('fp.display_order'),
        ).as('products'),
      ])
      .where('m.member_key', '=', p.memberKey),
  );
}

type DetailsRow = NonNullable<Awaited<ReturnType<ReturnType<typeof prepareAccountDetails>['first']>>>;

/** The family's row with its members, preferences and products, as the contract spells them. */
function toAccountDetails(memberKey: string, head: DetailsRow): AccountDetails {
  const { members, preferences, products } = head;
  return {
    memberKey,
    subscriberId: head.subscriber_id,
    subscriberKey: head.family_key,
    groupKey: head.group_key,
    groupId: head.group_id,
    groupName: head.group_name,
    parentGroupId: head.parent_group_id,
    parentGroupName: head.parent_group_name,
    effectiveDate: head.effective_date,
    hireDate: head.hire_date,
    members: members.map((m) => ({
      memberKey: m.member_key,
      firstName: m.first_name,
      lastName: m.last_name,
      relationship: m.relationship,
      relationshipDescription: m.relationship_description,
      dateOfBirth: m.date_of_birth,
      sex: m.sex,
      sexDescription: m.sex_description,
      memberSuffix: m.member_suffix,
      hasOutOfAreaPlan: m.has_out_of_area_plan,
      hasOtherMedical: m.has_other_medical,
      hasOtherDental: m.has_other_dental,
      role: m.member_role,
      insuranceType: m.insurance_type,
      networkNames: m.network_names,
    })),
    address: toFamilyAddress(head),
    preferences: preferences ? toPreferences(preferences) : null,
    chatConfig: head.chat_host
      ? {
          host: head.chat_host,
          bus: head.chat_bus,
          poc: head.chat_poc,
          displayChat: head.display_chat,
          mappedGroupId: head.chat_mapped_group_id,
        }
      : null,
    products,
  };
}

/**
 * One round trip: the family, its members, the member's preferences and the family's products,
 * nested as JSON by PostgreSQL (the benchmark showed the gateway waiting on five queries).
 */
export function createGetAccountDetails(db: Kysely<Database>) {
  const accountDetails = prepareAccountDetails(db);
  return async function getAccountDetails(memberKey: string): Promise<AccountDetails | null> {
    const head = await accountDetails.first({ memberKey });
    return head ? toAccountDetails(memberKey, head) : null;
  };
}
