import { createCheckLink } from './check-link';
import type { RecoveryDeps } from './recovery-deps';
import { createRequestPasswordReset } from './request-password-reset';
import { createRequestUsername } from './request-username';
import { createResetPassword } from './reset-password';

/**
 * Username and password recovery (issue 14), one flow a module. Both requests respond word for word the
 * same whether or not an account matches, and do the same steps either way (a token is made and
 * hashed, the lookup runs, an audit row is written); the message is queued (issue 36), so the response
 * never waits on the mail server and a server down for a while only delays it. A reset link is 32
 * random bytes, kept only as its SHA-256, and the link's e-mail is queued in the transaction that
 * stores it, sealed.
 */
export function createRecoveryService(deps: RecoveryDeps) {
  return {
    requestUsername: createRequestUsername(deps),
    requestPasswordReset: createRequestPasswordReset(deps),
    checkLink: createCheckLink(deps),
    resetPassword: createResetPassword(deps),
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
