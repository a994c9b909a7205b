import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { replaceAccountPassword } from '../account-password';
import { auditRecovery, RECOVERY_ACTIONS } from './recovery-audit';
import { endLink } from './reset-links';

export interface PasswordReset {
  readonly tokenHash: string;
  readonly accountId: number;
  readonly passwordHash: string;
  readonly clientAddress: string | null;
  readonly now: Date;
}

/**
 * The reset, all or nothing: the link ends as used (only if still open, so a second use in
 * parallel finds nothing), the new password is stored, a must-change status becomes ACT, the
 * account's lockout ends, and every session of the account is revoked. False: the link was gone.
 */
export async function completeReset(db: Kysely<Database>, change: PasswordReset): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await endLink(trx, change.tokenHash, 'used', change.now);
    if (!ended) return false;
    const account = await replaceAccountPassword(trx, {
      accountId: change.accountId,
      passwordHash: change.passwordHash,
      keepSessionId: null,
      now: change.now,
    });
    await trx
      .deleteFrom('login_failures')
      .where('domain_id', '=', account.domainId)
      .where('username', '=', account.username.toLowerCase())
      .execute();
    await auditRecovery(trx, RECOVERY_ACTIONS.reset, change.accountId, change.clientAddress, change.now, {
      revokedSessions: account.revokedSessions,
    });
    return true;
  });
}
