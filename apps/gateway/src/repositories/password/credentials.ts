import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The stored hash, and the username a new password may not contain (issue 15). */
export async function getCredentials(
  db: Kysely<Database>,
  accountId: number,
): Promise<{ passwordHash: string; username: string } | null> {
  const row = await db
    .selectFrom('accounts')
    .select(['password_hash', 'username'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? { passwordHash: row.password_hash, username: row.username } : null;
}

/** The stored hash alone. */
export async function getHash(db: Kysely<Database>, accountId: number): Promise<string | null> {
  return (await getCredentials(db, accountId))?.passwordHash ?? null;
}
