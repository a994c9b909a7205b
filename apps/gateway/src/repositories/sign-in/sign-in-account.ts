import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface SignInAccount {
  readonly accountId: number;
  readonly passwordHash: string;
  readonly role: string;
  readonly status: string;
  /** The member a sign-in lands on; null for staff. */
  readonly memberKey: string | null;
}

/** The accounts as a sign-in reads them, with the member it lands on (the default login first). */
export function signInAccounts(db: Kysely<Database>) {
  return db
    .selectFrom('accounts as a')
    .select(['a.account_id', 'a.password_hash', 'a.role', 'a.status'])
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .select('m.member_key')
        .whereRef('m.account_id', '=', 'a.account_id')
        .orderBy('m.is_default_login', 'desc')
        .orderBy('m.member_key')
        .limit(1)
        .as('member_key'),
    );
}

export function toSignInAccount(row: {
  account_id: number;
  password_hash: string;
  role: string;
  status: string;
  member_key: string | null;
}): SignInAccount {
  return {
    accountId: row.account_id,
    passwordHash: row.password_hash,
    role: row.role,
    status: row.status,
    memberKey: row.member_key ?? null,
  };
}
