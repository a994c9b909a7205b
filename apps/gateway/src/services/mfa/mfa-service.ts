import { createBeginChallenge, createResendEmailCode } from './challenge';
import { createConfirmEnrolment } from './confirm-enrolment';
import { createGetStatus, createRemoveFactor } from './factor-status';
import type { MfaDeps } from './mfa-deps';
import { createStartEnrolment } from './start-enrolment';
import { createVerifyCode } from './verify-code';

/**
 * Multi-factor sign-in (issue 15), one flow a module: enrolment and removal from the account settings
 * (after the password again, audited), and the code asked after the password at sign-in. A wrong code
 * counts toward the lockout of the username (auth/lockout.ts) like a wrong password; every code is
 * single use; e-mailed codes and started enrolments expire.
 */
export function createMfaService(deps: MfaDeps) {
  return {
    getStatus: createGetStatus(deps),
    startEnrolment: createStartEnrolment(deps),
    confirmEnrolment: createConfirmEnrolment(deps),
    remove: createRemoveFactor(deps),
    beginChallenge: createBeginChallenge(deps),
    resendEmailCode: createResendEmailCode(deps),
    verify: createVerifyCode(deps),
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
