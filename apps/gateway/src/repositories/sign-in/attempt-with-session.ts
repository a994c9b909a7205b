import type { Kysely } from 'kysely';
import type { ActiveSession } from '../../auth/session-state/active-session';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { isNewClient } from '../account-access/new-client';
import type { LoginAttempt } from '../login-records-repository';

// One flat object of named values, as `prepare` takes them (a mapped type, so it is a plain record).
type Params = Omit<LoginAttempt & ActiveSession & { userAgent: string | null }, never>;

/** Each column of the attempt's row, and the value that fills it. */
const ATTEMPT_VALUES = [
  ['domain_id', 'domainId'],
  ['username', 'username'],
  ['succeeded', 'succeeded'],
  ['outcome', 'outcome'],
  ['client_address', 'clientAddress'],
] as const satisfies readonly (readonly [string, keyof Params])[];

/** Each column of the session's row, stamped with the attempt's brand and browser, and its value. */
const SESSION_VALUES = [
  ['session_id', 'sessionId'],
  ['account_id', 'accountId'],
  ['member_key', 'memberKey'],
  ['kind', 'kind'],
  ['role', 'role'],
  ['issued_by_role', 'issuedByRole'],
  ['issued_by_account_id', 'issuedByAccountId'],
  ['chosen_group_id', 'chosenGroupId'],
  ['prevent_sales_platform', 'preventSalesPlatform'],
  ['expires_at', 'expiresAt'],
  ['last_seen_at', 'lastSeenAt'],
  ['mfa_pending', 'mfaPending'],
  ['user_agent', 'userAgent'],
  ['domain_id', 'domainId'],
] as const satisfies readonly (readonly [string, keyof Params])[];

function build(db: Kysely<Database>, p: Params) {
  return (
    db
      // The guard: still no failure on record for the name, now that the hash is verified. A parallel
      // attempt's failure since the sign-in's read leaves this one to the lockout's look (token.ts).
      .with('fresh', (q) =>
        q
          .selectNoFrom((eb) => eb.lit(1).as('one'))
          .where(({ eb, exists, not, selectFrom }) =>
            not(
              exists(
                selectFrom('login_failures as lf')
                  .select('lf.domain_id')
                  .where('lf.domain_id', '=', eb.val(p.domainId))
                  .where('lf.username', '=', eb.val(p.username)),
              ),
            ),
          ),
      )
      // Each row a SELECT of the values from `fresh`: none when the guard found a failure.
      .with('attempt', (q) =>
        q
          .insertInto('login_attempts')
          .columns(ATTEMPT_VALUES.map(([column]) => column))
          .expression((eb) =>
            eb.selectFrom('fresh').select(ATTEMPT_VALUES.map(([column, name]) => eb.val(p[name]).as(column))),
          )
          .returning('attempt_id'),
      )
      .with('s', (q) =>
        q
          .insertInto('sessions')
          .columns(SESSION_VALUES.map(([column]) => column))
          .expression((eb) =>
            eb.selectFrom('fresh').select(SESSION_VALUES.map(([column, name]) => eb.val(p[name]).as(column))),
          )
          .returning(['session_id', 'account_id', 'issued_by_role', 'user_agent']),
      )
      .selectFrom('s')
      .select((eb) => isNewClient(eb).as('is_new_client'))
      .select('s.account_id')
  );
}

/**
 * A sign-in's attempt and the session it opens in one statement compiled once (decision 073): the
 * attempt's row, the session's row and its client stamp were three round trips. The session is
 * stamped with the attempt's brand and `userAgent` (plugins/session-client.ts stamps the other routes'
 * sessions after them). All or nothing: neither row is written when a failure is on record for the
 * name by now (undefined then). Says, as the stamp does (new-client.ts), whether the browser is new to
 * the account.
 */
export function prepareAttemptWithSession(db: Kysely<Database>) {
  const statement = prepare(db, (p: Params) => build(db, p));
  return async (
    attempt: LoginAttempt,
    session: ActiveSession,
    userAgent: string | null,
  ): Promise<{ newClientAccountId: number | null } | undefined> => {
    const row = await statement.first({ ...attempt, ...session, userAgent });
    if (!row) return undefined;
    return { newClientAccountId: row.is_new_client === true ? Number(row.account_id) : null };
  };
}
