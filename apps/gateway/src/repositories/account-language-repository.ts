import type { Locale } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The language kept on the sign-in account (migrations/021): the person's, whichever group they view. */
export function createAccountLanguageRepository(db: Kysely<Database>) {
  return {
    async get(accountId: number): Promise<Locale | null> {
      const row = await db
        .selectFrom('accounts')
        .select('preferred_language')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row?.preferred_language ?? null;
    },

    /** false: no such account. */
    async set(accountId: number, language: Locale): Promise<boolean> {
      const result = await db
        .updateTable('accounts')
        .set({ preferred_language: language })
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type AccountLanguageRepository = ReturnType<typeof createAccountLanguageRepository>;
