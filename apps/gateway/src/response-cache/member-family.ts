import type { DatabaseHandle } from '../db/connection';

/** The family a member belongs to, by which the response cache invalidates a member's responses. */
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
