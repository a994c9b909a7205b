import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A member's name, for the estimate's PDF; the key comes from the signed-in family already. */
export async function getMemberName(db: Kysely<Database>, memberKey: string): Promise<string | null> {
  const row = await db
    .selectFrom('members')
    .select(['first_name', 'last_name'])
    .where('member_key', '=', memberKey)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}` : null;
}
