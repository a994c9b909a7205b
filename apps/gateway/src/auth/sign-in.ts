import type { DomainId, LoginErrorCode, Role } from '@dash/domain';
import type { SignInRepository } from '../repositories/sign-in-repository';
import type { Lockout } from './lockout';
import { hashPassword, verifyPassword } from './password';
import type { TokenIssuer } from './token-issuer';

export type SignInResult =
  | { readonly ok: true; readonly token: string; readonly redirect: string | null }
  | { readonly ok: false; readonly code: LoginErrorCode; readonly attemptsRemaining?: number };

export interface SignInAttempt {
  readonly domainId: DomainId;
  readonly username: string;
  readonly password: string;
  readonly clientAddress: string | null;
}

/**
 * POST token (document 1 §7, §8). An unknown username is verified against a dummy hash and counted
 * like a known one, so neither the answer nor its timing tells which usernames exist.
 */
export function createSignIn(deps: {
  readonly accounts: SignInRepository;
  readonly lockout: Lockout;
  readonly tokens: TokenIssuer;
  readonly threshold: number;
  readonly now: () => Date;
}) {
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => {
    dummyHash ??= hashPassword('no-such-account-password-1');
    return dummyHash;
  };

  return async function signIn(attempt: SignInAttempt): Promise<SignInResult> {
    const username = attempt.username.trim().toLowerCase();
    const { domainId, clientAddress } = attempt;
    const account = await deps.accounts.findAccount(domainId, username);
    const passwordHash = account?.passwordHash ?? (await getDummyHash());
    const passwordMatches = (await verifyPassword(passwordHash, attempt.password)) && account !== null;
    const record = (succeeded: boolean, outcome: string) =>
      deps.accounts.recordAttempt({ domainId, username, succeeded, outcome, clientAddress });

    if (await deps.lockout.isLocked(domainId, username)) {
      if (!passwordMatches) await deps.lockout.recordFailure(domainId, username, deps.now());
      await record(false, 'locked');
      return { ok: false, code: 'ACCOUNT_LOCKED' };
    }

    if (!passwordMatches || account === null) {
      const { consecutiveFailures, lockedNow } = await deps.lockout.recordFailure(
        domainId,
        username,
        deps.now(),
      );
      await record(false, 'bad-credentials');
      if (lockedNow) {
        await deps.accounts.audit({
          action: 'account-locked',
          actorAccountId: account?.accountId ?? null,
          targetMemberKey: account?.memberKey ?? null,
          clientAddress,
          detail: { domainId, failures: consecutiveFailures },
        });
      }
      if (consecutiveFailures >= deps.threshold) return { ok: false, code: 'ACCOUNT_LOCKED' };
      return {
        ok: false,
        code: 'LOGIN_ATTEMPTS_REMAINING',
        attemptsRemaining: deps.threshold - consecutiveFailures,
      };
    }

    await deps.lockout.reset(domainId, username);
    await record(true, 'signed-in');
    const token = await deps.tokens.issueTemporary({
      accountId: account.accountId,
      memberKey: account.memberKey,
      role: account.role as Role,
      issuedByRole: null,
      issuedByAccountId: null,
      domainId,
    });
    return { ok: true, token, redirect: null };
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
