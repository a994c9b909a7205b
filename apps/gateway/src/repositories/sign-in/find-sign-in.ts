import type { MfaMethod } from '@dash/domain';
import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { type SignInAccount, signInAccounts, toSignInAccount } from './sign-in-account';

/** What a sign-in reads before its hash: the account, its second factor, any failures on record. */
export interface SignInRead {
  readonly account: SignInAccount;
  /** The method of the account's confirmed second factor; null when two-step sign-in is off. */
  readonly mfaMethod: MfaMethod | null;
  /** The name has a row in login_failures (counted failures, or a lock): the lockout must look. */
  readonly failuresOnRecord: boolean;
}

/**
 * The account a sign-in names, its confirmed second factor and whether its name has failures on
 * record, in one statement compiled once (decision 073): they were three round trips (the account, the
 * lockout's look, the factor). Null for a name with no account; its failures are looked at after the
 * hash as a known name's are (auth/lockout.ts), so both do the same work.
 */
export function prepareFindSignIn(db: Kysely<Database>) {
  const signIn = prepare(db, (p: { domainId: number; username: string }) =>
    signInAccounts(db)
      .select((eb) => [
        eb
          .selectFrom('mfa_factors as f')
          .select('f.method')
          .whereRef('f.account_id', '=', 'a.account_id')
          .where('f.confirmed_at', 'is not', null)
          .as('mfa_method'),
        eb
          .exists(
            eb
              .selectFrom('login_failures as lf')
              .select('lf.domain_id')
              .where('lf.domain_id', '=', p.domainId)
              .where('lf.username', '=', p.username),
          )
          .as('failures_on_record'),
      ])
      .where('a.domain_id', '=', p.domainId)
      .where((eb) => eb(eb.fn('lower', ['a.username']), '=', p.username)),
  );
  return async function findSignIn(domainId: number, username: string): Promise<SignInRead | null> {
    const row = await signIn.first({ domainId, username });
    if (!row) return null;
    return {
      account: toSignInAccount(row),
      mfaMethod: row.mfa_method ?? null,
      failuresOnRecord: row.failures_on_record === true,
    };
  };
}
