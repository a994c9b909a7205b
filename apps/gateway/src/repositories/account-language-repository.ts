import type { Locale } from '@dash/domain';
import type { Expression, Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The account's language, as its own query or a sub-select of the shell's statement. */
export function preferredLanguageOf(db: Kysely<Database>, accountId: number | Expression<number>) {
  return db.selectFrom('accounts').select('preferred_language').where('account_id', '=', accountId);
}

/** The language kept on the sign-in account (migrations/021): the person's, whichever group they view. */
export function createAccountLanguageRepository(db: Kysely<Database>) {
  return {
    async get(accountId: number): Promise<Locale | null> {
      const row = await preferredLanguageOf(db, accountId).executeTakeFirst();
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
