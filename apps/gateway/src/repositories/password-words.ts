import { DOMAIN_IDS, type DomainId, getBrand, type PasswordAccountWords } from '@dash/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The account's own words a new password is judged against (issue 36): its username, its default
 * member's first and last name, the first e-mail on file among its members, and the brand's name.
 * Shared by the password change and the reset by link, which both start from an account.
 */
export async function findPasswordWords(
  db: Kysely<Database>,
  accountId: number,
): Promise<PasswordAccountWords | null> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('members as m', 'm.account_id', 'a.account_id')
    .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
    .select(['a.username', 'a.domain_id', 'm.first_name', 'm.last_name', 'p.email_address'])
    .where('a.account_id', '=', accountId)
    .orderBy(sql`m.is_default_login`, 'desc')
    .orderBy(sql`p.email_address is null`)
    .orderBy('m.member_key')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email_address,
    brandName: brandNameOf(row.domain_id),
  };
}

const isDomainId = (value: number): value is DomainId => (DOMAIN_IDS as readonly number[]).includes(value);

/** A brand's name, or none for a domain the brands do not list. */
const brandNameOf = (domainId: number): string | null =>
  isDomainId(domainId) ? getBrand(domainId).name : null;
