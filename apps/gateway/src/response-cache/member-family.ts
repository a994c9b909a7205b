import type { DatabaseHandle } from '../db/connection';

/** The family a member belongs to, which the answer cache groups a member's answers by. */
export async function readMemberFamily(
  database: DatabaseHandle,
  memberKey: string,
): Promise<string | undefined> {
  const row = await database.db
    .selectFrom('members')
    .select('family_key')
    .where('member_key', '=', memberKey)
    .executeTakeFirst();
  return row?.family_key;
}
