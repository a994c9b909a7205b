import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdentityQuery } from './identity-lookup';
import { findPasswordWords } from './password-words';
import { completeReset, type PasswordReset } from './recovery/complete-reset';
import { auditRecovery } from './recovery/recovery-audit';
import { findContactByIdentity, findContactByUsername } from './recovery/recovery-contacts';
import {
  countAnswer,
  findSecurityAnswer,
  recordWrongAnswer,
  type WrongAnswer,
} from './recovery/reset-answers';
import { findLink, type NewResetLink, replaceLink } from './recovery/reset-links';

/**
 * Recovery rows (issue 14): contacts, reset links kept as SHA-256 only, and the reset transaction; the
 * queries are in repositories/recovery/.
 */
export function createRecoveryRepository(db: Kysely<Database>) {
  return {
    findContactByUsername: (domainId: number, username: string) =>
      findContactByUsername(db, domainId, username),
    findContactByIdentity: (query: IdentityQuery) => findContactByIdentity(db, query),
    replaceLink: (link: NewResetLink, alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>) =>
      replaceLink(db, link, alsoInTransaction),
    /** The account's own words a new password may not follow (issue 36). */
    findPasswordWords: (accountId: number) => findPasswordWords(db, accountId),
    findLink: (tokenHash: string) => findLink(db, tokenHash),
    findSecurityAnswer: (accountId: number) => findSecurityAnswer(db, accountId),
    countAnswer: (tokenHash: string, limit: number, now: Date) => countAnswer(db, tokenHash, limit, now),
    recordWrongAnswer: (change: WrongAnswer) => recordWrongAnswer(db, change),
    completeReset: (change: PasswordReset) => completeReset(db, change),
    /** One audit row of a recovery request, found or not (the detail says which, only here). */
    auditRequest: (
      action: string,
      accountId: number | null,
      clientAddress: string | null,
      now: Date,
      detail: Record<string, unknown>,
    ) => auditRecovery(db, action, accountId, clientAddress, now, detail),
  };
}

export type RecoveryRepository = ReturnType<typeof createRecoveryRepository>;
