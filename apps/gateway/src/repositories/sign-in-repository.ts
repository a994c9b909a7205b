import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AuditRow, insertAuditRow } from './audit-log-repository';
import { type LoginAttempt, recordLoginAttempt } from './login-records-repository';
import { prepareAttemptWithSession } from './sign-in/attempt-with-session';
import { prepareFindSignIn } from './sign-in/find-sign-in';
import { type SignInAccount, signInAccounts, toSignInAccount } from './sign-in/sign-in-account';

/** Usernames are unique within a brand, compared without case. */
export async function findSignInAccount(
  db: Kysely<Database>,
  domainId: number,
  username: string,
): Promise<SignInAccount | null> {
  const row = await signInAccounts(db)
    .where('a.domain_id', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['a.username']), '=', username))
    .executeTakeFirst();
  return row ? toSignInAccount(row) : null;
}

/**
 * The same password's hash made anew (its parameters changed, auth/password.ts), kept only if the
 * stored one is still `oldHash`: a password changed meanwhile is not undone.
 */
export async function upgradePasswordHash(
  db: Kysely<Database>,
  accountId: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: newHash })
    .where('account_id', '=', accountId)
    .where('password_hash', '=', oldHash)
    .execute();
}

/** An account's role and status, when it belongs to the brand; null otherwise. */
export async function findAccountInBrand(
  db: Kysely<Database>,
  accountId: number,
  domainId: number,
): Promise<{ role: string; status: string } | null> {
  const row = await db
    .selectFrom('accounts')
    .select(['role', 'status'])
    .where('account_id', '=', accountId)
    .where('domain_id', '=', domainId)
    .executeTakeFirst();
  return row ? { role: row.role, status: row.status } : null;
}

/** The accounts a sign-in reads and the rows it leaves (attempts, audit). */
export function createSignInRepository(db: Kysely<Database>) {
  return {
    findAccount: (domainId: number, username: string) => findSignInAccount(db, domainId, username),
    /** A sign-in's one read (decision 073): the account, its second factor, failures on record. */
    findSignIn: prepareFindSignIn(db),
    upgradePasswordHash: (accountId: number, oldHash: string, newHash: string) =>
      upgradePasswordHash(db, accountId, oldHash, newHash),
    findAccountInBrand: (accountId: number, domainId: number) => findAccountInBrand(db, accountId, domainId),
    recordAttempt: (attempt: LoginAttempt) => recordLoginAttempt(db, attempt),
    /** A sign-in's one write (decision 073): its attempt and its session, stamped, unless a failure came. */
    recordAttemptWithSession: prepareAttemptWithSession(db),
    audit: (entry: AuditRow) => insertAuditRow(db, entry),
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
