import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Stamps the browser and brand on a session just opened (plugins/session-client.ts), once, and says in
 * the same statement whether that browser is new to the account (issue 39 §2, "a sign-in from a new
 * browser or device"): the account has signed in before, and none of its other sessions, open or
 * ended, carries the same user agent. A login-as session, and the account's very first sign-in, are
 * not a new browser. Null when the session was stamped already; a sign-in's stamp was an UPDATE and a
 * SELECT after it (decision 069). The sub-selects see the sessions as they were before the UPDATE,
 * which changes only this session's row, the one they leave out.
 */
export async function stampClient(
  db: Kysely<Database>,
  sessionId: string,
  userAgent: string | null,
  domainId: number,
): Promise<{ newClientAccountId: number | null } | null> {
  const row = await db
    .with('s', (q) =>
      q
        .updateTable('sessions')
        .set({ user_agent: userAgent, domain_id: domainId })
        .where('session_id', '=', sessionId)
        .where('domain_id', 'is', null)
        .returning(['session_id', 'account_id', 'issued_by_role', 'user_agent']),
    )
    .selectFrom('s')
    .select(({ and, eb, exists, not, selectFrom }) =>
      and([
        eb('s.issued_by_role', 'is', null),
        eb('s.user_agent', 'is not', null),
        exists(
          selectFrom('sessions as o')
            .select(sql`1`.as('one'))
            .whereRef('o.account_id', '=', 's.account_id')
            .whereRef('o.session_id', '<>', 's.session_id')
            .where('o.issued_by_role', 'is', null),
        ),
        not(
          exists(
            selectFrom('sessions as o')
              .select(sql`1`.as('one'))
              .whereRef('o.account_id', '=', 's.account_id')
              .whereRef('o.session_id', '<>', 's.session_id')
              .whereRef('o.user_agent', '=', 's.user_agent'),
          ),
        ),
      ]).as('is_new_client'),
    )
    .select('s.account_id')
    .executeTakeFirst();
  if (!row) return null;
  return { newClientAccountId: row.is_new_client === true ? Number(row.account_id) : null };
}
