import type { AccountStatus } from '@dash/domain';
import type { AccountDetails, LoginState } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ActiveSession } from '../auth/session-store';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import { FAMILY_ADDRESS_COLUMNS } from './family-address-columns';
import { type AccountGroupRow, listAccountGroups } from './group-repository';
import { fromMemberFamilyGroup } from './member-data-repository';
import { PREFERENCE_COLUMN_NAMES, toPreferences } from './preferences-mapper';

/** The login state's stored parts; the session's and token's parts are added by the service. */
export type LoginRows = Omit<LoginState, 'claims' | 'chosenGroupId' | 'preventSalesPlatform' | 'groups'> & {
  readonly groups: AccountGroupRow[];
};

/** The family's columns the account answer shows; the rest (ids, flags, versions) stay in the database. */
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

/** Each family member's columns the answer shows: every member's JSON is built and parsed per call. */
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

/** Account details and sign-in state. Every query starts from the session's own member or account. */
export function createAccountRepository(db: Kysely<Database>) {
  const accountDetails = prepare(db, (p: { memberKey: string }) =>
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
  async function getPreferencesRow(memberKey: string | null) {
    if (!memberKey) return undefined;
    return db
      .selectFrom('member_preferences')
      .selectAll()
      .where('member_key', '=', memberKey)
      .executeTakeFirst();
  }

  return {
    async getStatus(accountId: number): Promise<AccountStatus> {
      const row = await db
        .selectFrom('accounts')
        .select('status')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return row.status as AccountStatus;
    },

    /**
     * One round trip: the family, its members, the member's preferences and the family's products,
     * nested as JSON by PostgreSQL (the benchmark showed the gateway waiting on five queries).
     */
    async getAccountDetails(memberKey: string): Promise<AccountDetails | null> {
      const head = await accountDetails.first({ memberKey });
      if (!head) return null;
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
        address: head.address_line1
          ? {
              addressLine1: head.address_line1,
              addressLine2: head.address_line2,
              city: head.city ?? '',
              state: head.state ?? '',
              zipCode: head.zip_code ?? '',
              country: head.country ?? 'US',
              phoneNumber: head.phone_number,
            }
          : null,
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
    },

    /**
     * The stored rows the post-login rule reads (document 1 §4), from the session's account and
     * member; services/sign-in/login-state.ts makes the login state of them.
     */
    async getLoginRows(session: ActiveSession): Promise<LoginRows> {
      const [account, groups, preferences, policy] = await Promise.all([
        db
          .selectFrom('accounts')
          .select('status')
          .where('account_id', '=', session.accountId)
          .executeTakeFirstOrThrow(),
        listAccountGroups(db, session.accountId),
        getPreferencesRow(session.memberKey),
        session.memberKey
          ? db
              .selectFrom('registration_policies')
              .select('is_communication_policy_signed')
              .where('member_key', '=', session.memberKey)
              .executeTakeFirst()
          : undefined,
      ]);
      return {
        groups,
        preferences: toPreferences(preferences),
        relevantPreferences: preferences?.relevant_preferences ?? [],
        hasExtendedPolicy: preferences?.has_extended_policy ?? false,
        communicationPolicySigned: policy?.is_communication_policy_signed ?? false,
        accountStatus: account.status as AccountStatus,
      };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
