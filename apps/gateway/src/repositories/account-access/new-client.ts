import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The account of a member's own session whose browser the account has not signed in with before, or
 * null (issue 39 §2, "a sign-in from a new browser or device"): the account has signed in before, and
 * none of its other sessions, open or ended, carries the same user agent. A login-as session, and the
 * account's very first sign-in, are not a new browser.
 */
export async function findNewClientAccount(db: Kysely<Database>, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('sessions as s')
    .select('s.account_id')
    .where('s.session_id', '=', sessionId)
    .where('s.issued_by_role', 'is', null)
    .where('s.user_agent', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions as o')
          .select(sql`1`.as('one'))
          .whereRef('o.account_id', '=', 's.account_id')
          .whereRef('o.session_id', '<>', 's.session_id')
          .where('o.issued_by_role', 'is', null),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions as o')
            .select(sql`1`.as('one'))
            .whereRef('o.account_id', '=', 's.account_id')
            .whereRef('o.session_id', '<>', 's.session_id')
            .whereRef('o.user_agent', '=', 's.user_agent'),
        ),
      ),
    )
    .executeTakeFirst();
  return row ? Number(row.account_id) : null;
}
