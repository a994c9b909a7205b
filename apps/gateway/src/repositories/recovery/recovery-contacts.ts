import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { findMembersByIdentity, type IdentityQuery } from '../identity-lookup';

/** Who a recovery message goes to: a member account of the brand with an e-mail on file. */
export interface RecoveryContact {
  readonly accountId: number;
  readonly username: string;
  readonly firstName: string;
  readonly memberKey: string;
  readonly email: string | null;
}

/** The account's default member, its first name and the first e-mail on file among its members. */
function contactQuery(db: Kysely<Database>) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('members as m', 'm.account_id', 'a.account_id')
    .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
    .select(['a.account_id', 'a.username', 'm.first_name', 'm.member_key', 'p.email_address'])
    .where('a.role', '=', 'member')
    .orderBy('m.is_default_login', 'desc')
    .orderBy(sql`p.email_address is null`)
    .orderBy('m.member_key')
    .limit(1);
}

const toContact = (row: {
  account_id: number;
  username: string;
  first_name: string;
  member_key: string;
  email_address: string | null;
}): RecoveryContact => ({
  accountId: row.account_id,
  username: row.username,
  firstName: row.first_name,
  memberKey: row.member_key,
  email: row.email_address,
});

export async function findContactByUsername(
  db: Kysely<Database>,
  domainId: number,
  username: string,
): Promise<RecoveryContact | null> {
  const row = await contactQuery(db)
    .where('a.domain_id', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['a.username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row ? toContact(row) : null;
}

export async function findContactByIdentity(
  db: Kysely<Database>,
  query: IdentityQuery,
): Promise<RecoveryContact | null> {
  const members = await findMembersByIdentity(db, query);
  const accountId = members.find((member) => member.accountId !== null)?.accountId;
  if (accountId == null) return null;
  const row = await contactQuery(db).where('a.account_id', '=', accountId).executeTakeFirst();
  return row ? toContact(row) : null;
}
