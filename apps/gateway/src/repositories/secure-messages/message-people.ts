import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A member's name and the e-mail address on file (communication preferences), for the notice. */
export async function findMemberContact(db: Kysely<Database>, memberKey: string) {
  const row = await db
    .selectFrom('members as m')
    .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
    .select(['m.first_name', 'm.last_name', 'p.email_address'])
    .where('m.member_key', '=', memberKey)
    .executeTakeFirst();
  if (!row) return undefined;
  const email = row.email_address?.trim();
  return { firstName: row.first_name, lastName: row.last_name, email: email ? email : null };
}

/** The accounts of a brand with one of these roles (its staff), by display name. */
export async function listAccountsWithRoles(
  db: Kysely<Database>,
  domainId: number,
  roles: readonly string[],
) {
  const rows = await db
    .selectFrom('accounts')
    .select(['account_id', 'display_name', 'username'])
    .where('domain_id', '=', domainId)
    .where('role', 'in', [...roles])
    .where('status', '=', 'ACT')
    .orderBy('display_name')
    .orderBy('account_id')
    .execute();
  return rows.map((row) => ({ accountId: row.account_id, displayName: row.display_name ?? row.username }));
}

/** An account's display name (the signature of a staff reply); its username when it has none. */
export async function findAccountName(db: Kysely<Database>, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['display_name', 'username'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? (row.display_name ?? row.username) : undefined;
}
