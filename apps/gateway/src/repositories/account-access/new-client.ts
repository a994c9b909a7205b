import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A session just stamped with its browser, as the statements that stamp it return it (`s`). */
type StampedSession = {
  s: { session_id: string; account_id: number; issued_by_role: string | null; user_agent: string | null };
};

/**
 * Whether the stamped session `s` is a browser new to the account (issue 39 §2, "a sign-in from a new
 * browser or device"): the account has signed in before, and none of its other sessions, open or ended
 * (ended ones are kept for LOGIN_RECORD_RETENTION_DAYS), carries the same user agent. A login-as
 * session, and the account's very first sign-in, are not a new browser. The sub-selects see the
 * sessions as they were before the statement that stamps `s`, and leave `s` out.
 */
export function isNewClient({
  and,
  eb,
  exists,
  not,
  selectFrom,
}: ExpressionBuilder<Database & StampedSession, 's'>) {
  return and([
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
  ]);
}

/**
 * Stamps the browser and brand on a session just opened (plugins/session-client.ts), once, and says in
 * the same statement whether that browser is new to the account (isNewClient). Null when the session
 * was stamped already; a sign-in's stamp was an UPDATE and a SELECT after it (decision 069), and a
 * sign-in now stamps its session as it inserts it (decision 073).
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
    .select((eb) => isNewClient(eb).as('is_new_client'))
    .select('s.account_id')
    .executeTakeFirst();
  if (!row) return null;
  return { newClientAccountId: row.is_new_client === true ? Number(row.account_id) : null };
}
