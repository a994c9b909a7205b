import type { Lockout } from '../../auth/lockout';
import type { MemberSessionOpener } from '../../auth/open-member-session';
import type { SessionStore } from '../../auth/session-store';
import type { TokenIssuer } from '../../auth/token-issuer';
import type { AccountRepository } from '../../repositories/account-repository';
import type { LoginAsRepository } from '../../repositories/login-as-repository';
import type { PasswordRepository } from '../../repositories/password-repository';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { SessionClient } from '../account-access/session-client';
import type { RecordNotification } from '../member-notifications/record-notification';
import { createLogInAs } from './login-as';
import { createReturnToStaff } from './login-as-return';
import { createLogout } from './logout';
import { createPasswordChange } from './password-change';
import { createSessionExchange } from './session-exchange';
import { createTokenService, type SecondFactor } from './token';
import { createUnlockAccount } from './unlock-account';

/** The sign-in flows, one service each: token, session exchange, logout, login-as, password, unlock. */
export function createSignInServices(deps: {
  readonly signInRepository: SignInRepository;
  readonly accounts: AccountRepository;
  readonly loginAs: LoginAsRepository;
  readonly passwords: PasswordRepository;
  readonly lockout: Lockout;
  readonly tokens: TokenIssuer;
  readonly sessions: SessionStore;
  readonly openMemberSession: MemberSessionOpener;
  readonly threshold: number;
  readonly now: () => Date;
  readonly secondFactor: SecondFactor;
  /** Member notifications (issue 39 §2): a password change and a login-as tell the member. */
  readonly notifications: RecordNotification;
  /** The browser a sign-in's session is stamped with (decision 073). */
  readonly browser: SessionClient;
}) {
  const { signInRepository, now } = deps;
  return {
    signIn: createTokenService({ ...deps, accounts: signInRepository }),
    session: createSessionExchange(deps),
    logout: createLogout({ sessions: deps.sessions, audit: signInRepository.audit, now }),
    loginAs: {
      logInAs: createLogInAs({ ...deps, accounts: signInRepository }),
      returnToStaff: createReturnToStaff({ ...deps, accounts: signInRepository }),
    },
    changePassword: createPasswordChange(deps),
    unlockAccount: createUnlockAccount({ lockout: deps.lockout, accounts: signInRepository }),
  };
}

export type SignInServices = ReturnType<typeof createSignInServices>;
