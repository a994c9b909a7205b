import type { Preferences, PreferencesUpdate, RelevantPreferencesResponse } from '@dash/domain/api';
import { PreferenceFlag } from '@dash/domain/api';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { Database } from '../db/schema';
import type { MemberPreferencesTable } from '../db/tables/core';
import { PREFERENCE_COLUMNS, toPreferences } from './preferences-mapper';

/** Communication preferences of one member (document 1 §3, §7); every query is keyed by the session's member. */
export function createPreferencesRepository(db: Kysely<Database>) {
  const findRow = (memberKey: string) =>
    db.selectFrom('member_preferences').selectAll().where('member_key', '=', memberKey).executeTakeFirst();

  return {
    async get(memberKey: string): Promise<Preferences | null> {
      const row = await findRow(memberKey);
      return row ? toPreferences(row) : null;
    },

    async getRelevant(memberKey: string): Promise<RelevantPreferencesResponse | null> {
      const row = await findRow(memberKey);
      if (!row) return null;
      // Stored names that are not (or no longer) preference flags are dropped, never sent.
      const relevantPreferences = row.relevant_preferences.flatMap((name) => {
        const parsed = PreferenceFlag.safeParse(name);
        return parsed.success ? [parsed.data] : [];
      });
      return { relevantPreferences, policyDetails: { hasExtendedPolicy: row.has_extended_policy } };
    },

    /** One UPDATE of the member's row: it is written whole or not at all. Null when the member has no row. */
    async update(memberKey: string, update: PreferencesUpdate, now: Date): Promise<Preferences | null> {
      const values: Updateable<MemberPreferencesTable> = {
        email_address: update.emailAddress,
        updated_at: now,
      };
      for (const flag of PreferenceFlag.options) values[PREFERENCE_COLUMNS[flag]] = update[flag];
      const row = await db
        .updateTable('member_preferences')
        .set({ ...values, version: sql<number>`version + 1` })
        .where('member_key', '=', memberKey)
        .returningAll()
        .executeTakeFirst();
      return row ? toPreferences(row) : null;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
