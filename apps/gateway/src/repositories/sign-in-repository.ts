import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type AuditRow, insertAuditRow } from './audit-log-repository';
import { type LoginAttempt, recordLoginAttempt } from './login-records-repository';

export interface SignInAccount {
  readonly accountId: number;
  readonly passwordHash: string;
  readonly role: string;
  readonly status: string;
  /** The member a sign-in lands on; null for staff. */
  readonly memberKey: string | null;
}

/** Usernames are unique within a brand, compared without case. */
export async function findSignInAccount(
  db: Kysely<Database>,
  domainId: number,
  username: string,
): Promise<SignInAccount | null> {
  const row = await db
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
    )
    .where('a.domain_id', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['a.username']), '=', username))
    .executeTakeFirst();
  if (!row) return null;
  return {
    accountId: row.account_id,
    passwordHash: row.password_hash,
    role: row.role,
    status: row.status,
    memberKey: row.member_key ?? null,
  };
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
    upgradePasswordHash: (accountId: number, oldHash: string, newHash: string) =>
      upgradePasswordHash(db, accountId, oldHash, newHash),
    findAccountInBrand: (accountId: number, domainId: number) => findAccountInBrand(db, accountId, domainId),
    recordAttempt: (attempt: LoginAttempt) => recordLoginAttempt(db, attempt),
    audit: (entry: AuditRow) => insertAuditRow(db, entry),
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
