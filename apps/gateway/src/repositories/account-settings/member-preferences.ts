import type { Preferences, PreferencesUpdate, RelevantPreferencesResponse } from '@dash/domain/api';
import { PreferenceFlag } from '@dash/domain/api';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberPreferencesTable } from '../../db/tables/core';
import { PREFERENCE_COLUMNS, toPreferences } from '../preferences-mapper';

export interface StoredPreferences extends RelevantPreferencesResponse {
  readonly preferences: Preferences;
  readonly version: number;
}

export async function getPreferences(
  db: Kysely<Database>,
  memberKey: string,
): Promise<StoredPreferences | null> {
  const row = await db
    .selectFrom('member_preferences')
    .selectAll()
    .where('member_key', '=', memberKey)
    .executeTakeFirst();
  if (!row) return null;
  const relevantPreferences = row.relevant_preferences.flatMap((name) => {
    const parsed = PreferenceFlag.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    preferences: toPreferences(row),
    relevantPreferences,
    policyDetails: { hasExtendedPolicy: row.has_extended_policy },
    version: row.version,
  };
}

/** One UPDATE of the member's row at the expected version: true when it was written. */
export async function updatePreferences(
  db: Kysely<Database>,
  memberKey: string,
  update: PreferencesUpdate,
  expectedVersion: number,
  now: Date,
): Promise<boolean> {
  const values: Updateable<MemberPreferencesTable> = {
    email_address: update.emailAddress,
    updated_at: now,
  };
  for (const flag of PreferenceFlag.options) values[PREFERENCE_COLUMNS[flag]] = update[flag];
  const result = await db
    .updateTable('member_preferences')
    .set({ ...values, version: sql<number>`version + 1` })
    .where('member_key', '=', memberKey)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
