import type { AccountStatus } from '@dash/domain';
import type { LoginState } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { ActiveSession } from '../../auth/session-store';
import type { Database } from '../../db/schema';
import { type AccountGroupRow, listAccountGroups } from '../group-repository';
import { toPreferences } from '../preferences-mapper';

/** The login state's stored parts; the session's and token's parts are added by the service. */
export type LoginRows = Omit<LoginState, 'claims' | 'chosenGroupId' | 'preventSalesPlatform' | 'groups'> & {
  readonly groups: AccountGroupRow[];
};

async function getPreferencesRow(db: Kysely<Database>, memberKey: string | null) {
  if (!memberKey) return undefined;
  return db
    .selectFrom('member_preferences')
    .selectAll()
    .where('member_key', '=', memberKey)
    .executeTakeFirst();
}

/**
 * The stored rows the post-login rule reads (document 1 §4), from the session's account and
 * member; services/sign-in/login-state.ts makes the login state of them.
 */
export async function getLoginRows(db: Kysely<Database>, session: ActiveSession): Promise<LoginRows> {
  const [account, groups, preferences, policy] = await Promise.all([
    db
      .selectFrom('accounts')
      .select('status')
      .where('account_id', '=', session.accountId)
      .executeTakeFirstOrThrow(),
    listAccountGroups(db, session.accountId),
    getPreferencesRow(db, session.memberKey),
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
}
