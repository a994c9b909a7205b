import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findMembersByIdentity, type IdentityQuery } from './identity-lookup';
import { createMemberAccount, type NewMemberAccount } from './registration/create-account';

export async function isUsernameTaken(
  db: Kysely<Database>,
  domainId: number,
  username: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('domain_id', '=', domainId)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows of self-registration (issue 14): the identity lookup and the one transaction that creates a sign-in. */
export function createRegistrationRepository(db: Kysely<Database>) {
  return {
    findMembersByIdentity: (query: IdentityQuery) => findMembersByIdentity(db, query),
    isUsernameTaken: (domainId: number, username: string) => isUsernameTaken(db, domainId, username),
    createAccount: (
      account: NewMemberAccount,
      alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
    ) => createMemberAccount(db, account, alsoInTransaction),
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
