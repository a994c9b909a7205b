import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearAttempts, countAttempt, recordFailure } from './password/change-attempts';
import { getCredentials, getHash } from './password/credentials';
import { type PasswordChange, replacePassword } from './password/replace-password';
import { findPasswordWords } from './password-words';

/**
 * The stored password of the session's account and the one transaction that replaces it (document 1
 * §2), the queries in repositories/password/.
 */
export function createPasswordRepository(db: Kysely<Database>) {
  return {
    getHash: (accountId: number) => getHash(db, accountId),
    getCredentials: (accountId: number) => getCredentials(db, accountId),
    /** The account's own words a new password may not follow (issue 36). */
    findPasswordWords: (accountId: number) => findPasswordWords(db, accountId),
    countAttempt: (accountId: number, since: Date, now: Date) => countAttempt(db, accountId, since, now),
    clearAttempts: (accountId: number) => clearAttempts(db, accountId),
    recordFailure: (accountId: number, clientAddress: string | null, now: Date) =>
      recordFailure(db, accountId, clientAddress, now),
    replace: (change: PasswordChange) => replacePassword(db, change),
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
