import type { MemberNotificationRecipient } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PREFERENCE_COLUMN_NAMES, toPreferences } from '../preferences-mapper';

export interface NotificationRecipientRow extends MemberNotificationRecipient {
  readonly memberKey: string;
  readonly domainId: number;
}

/** Who is told: the member (by key, or an account's own member), its brand and its stored preferences. */
export async function findNotificationRecipient(
  executor: Kysely<Database>,
  by: { readonly memberKey: string } | { readonly accountId: number },
): Promise<NotificationRecipientRow | null> {
  let query = executor
    .selectFrom('members')
    .innerJoin('families', 'families.family_key', 'members.family_key')
    .leftJoin('member_preferences', 'member_preferences.member_key', 'members.member_key')
    .select(['members.member_key', 'families.domain_id', 'member_preferences.has_extended_policy'])
    .select(PREFERENCE_COLUMN_NAMES.map((column) => `member_preferences.${column}` as const));
  query =
    'memberKey' in by
      ? query.where('members.member_key', '=', by.memberKey)
      : query
          .where('members.account_id', '=', by.accountId)
          .orderBy('members.is_default_login', 'desc')
          .orderBy('members.member_suffix');
  const row = await query.limit(1).executeTakeFirst();
  if (!row) return null;
  const hasRow = row.has_extended_policy !== null;
  return {
    memberKey: row.member_key,
    domainId: row.domain_id,
    preferences: hasRow ? toPreferences(row) : null,
    hasExtendedPolicy: row.has_extended_policy ?? false,
  };
}
