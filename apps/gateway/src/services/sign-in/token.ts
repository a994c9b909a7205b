import {
  type DomainId,
  isRefusedAtSignIn,
  type LoginErrorCode,
  type MfaMethod,
  serverMessage,
} from '@dash/domain';
import type { TokenResponse } from '@dash/domain/api';
import type { Lockout } from '../../auth/lockout';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/password';
import type { TokenIssuer } from '../../auth/token-issuer';
import { type MessageInput, UnauthorizedError } from '../../errors';
import type { SignInAccount } from '../../repositories/sign-in/sign-in-account';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import type { SessionClient } from '../account-access/session-client';
import { isUsualSignIn, signInAtOnce, subjectOf } from './usual-sign-in';

export interface SignInAttempt {
  readonly domainId: DomainId;
  /** The brand of the host the request came to; a body naming another brand is refused. */
  readonly hostDomainId: DomainId;
  readonly username: string;
  readonly password: string;
  readonly clientAddress: string | null;
  /** The browser's user agent, stamped on the session the sign-in opens (issue 15). */
  readonly userAgent: string | undefined;
}

/**
 * The second factor as the sign-in sees it (services/mfa, issue 15). Its method is read with the
 * account (repositories/sign-in/find-sign-in.ts).
 */
export interface SecondFactor {
  /** Starts the challenge: an e-mail factor gets its code now. */
  beginChallenge(accountId: number): Promise<unknown>;
}

/** The words of document 1 §8 for each refusal: the attempts left, a lock, or a plain failure. */
const loginErrorMessage = (code: LoginErrorCode, attemptsRemaining?: number): MessageInput => {
  if (code === 'LOGIN_ATTEMPTS_REMAINING' && attemptsRemaining !== undefined) {
    return serverMessage('login.attemptsRemaining', attemptsRemaining);
  }
  return code === 'ACCOUNT_LOCKED' ? 'login.accountLocked' : 'login.failed';
};

const refuse = (code: LoginErrorCode, attemptsRemaining?: number) =>
  new UnauthorizedError(loginErrorMessage(code, attemptsRemaining), {
    code,
    ...(attemptsRemaining !== undefined ? { attemptsRemaining } : {}),
  });

type TokenDeps = {
  readonly accounts: SignInRepository;
  readonly lockout: Lockout;
  readonly tokens: TokenIssuer;
  readonly threshold: number;
  readonly now: () => Date;
  readonly secondFactor: SecondFactor;
  /** Stamps the browser on the session a sign-in opens; tells the member of a new one (issue 39 §2). */
  readonly browser: SessionClient;
};

/** The attempt's row in login_attempts and its audit rows, for the account when it exists. */
function recorderOf(
  deps: Pick<TokenDeps, 'accounts'>,
  account: SignInAccount | null,
  attempt: { domainId: DomainId; username: string; clientAddress: string | null },
) {
  const { domainId, username, clientAddress } = attempt;
  return {
    record: (succeeded: boolean, outcome: string) =>
      deps.accounts.recordAttempt({ domainId, username, succeeded, outcome, clientAddress }),
    audit: (action: string, detail: Record<string, unknown>) =>
      deps.accounts.audit({
        action,
        actorAccountId: account?.accountId ?? null,
        targetMemberKey: account?.memberKey ?? null,
        clientAddress,
        detail: { domainId, ...detail },
      }),
  };
}

/** A wrong password (or no such account), counted toward the lockout. Always throws. */
async function refuseWrongPassword(
  deps: TokenDeps,
  recorder: ReturnType<typeof recorderOf>,
  domainId: DomainId,
  username: string,
): Promise<never> {
  const { consecutiveFailures, lockedNow } = await deps.lockout.recordFailure(domainId, username, deps.now());
  await recorder.record(false, 'bad-credentials');
  if (lockedNow) await recorder.audit('account-locked', { failures: consecutiveFailures });
  if (consecutiveFailures >= deps.threshold) throw refuse('ACCOUNT_LOCKED');
  throw refuse('LOGIN_ATTEMPTS_REMAINING', deps.threshold - consecutiveFailures);
}

/**
 * The right password: the account's status is judged, an old hash made anew, and a temporary token
 * issued (pending the second factor when the account has one).
 */
async function acceptPassword(
  deps: TokenDeps,
  recorder: ReturnType<typeof recorderOf>,
  account: SignInAccount,
  attempt: SignInAttempt & { username: string; mfaMethod: MfaMethod | null },
  failuresCounted: boolean,
): Promise<TokenResponse> {
  const { domainId, username, mfaMethod } = attempt;
  // With a second factor the count starts again only after its code (services/mfa): otherwise the
  // password alone would wipe the wrong codes, and the code could be guessed without end.
  // No failure on record when the lock was looked at: nothing to reset (a failure of a parallel
  // attempt since then stays counted).
  if (mfaMethod === null && failuresCounted) await deps.lockout.reset(domainId, username);
  if (isRefusedAtSignIn(account.status)) {
    await recorder.record(false, 'account-disabled');
    await recorder.audit('sign-in-refused', { status: account.status });
    throw refuse('LOGIN_FAILED');
  }
  // A hash made with earlier parameters is made anew while the password is at hand (once per account).
  if (needsRehash(account.passwordHash)) {
    const upgraded = await hashPassword(attempt.password);
    await deps.accounts.upgradePasswordHash(account.accountId, account.passwordHash, upgraded);
  }
  await recorder.record(true, mfaMethod === null ? 'signed-in' : 'password-accepted');
  if (mfaMethod !== null) await deps.secondFactor.beginChallenge(account.accountId);
  const issued = await deps.tokens.issueTemporarySession(subjectOf(account, domainId, mfaMethod !== null));
  // The token route's sessions are stamped by the sign-in, not by plugins/session-client.ts (decision 073).
  await deps.browser.stamp(issued.sessionId, attempt.userAgent, domainId);
  return { token: issued.token, redirect: null, ...(mfaMethod === null ? {} : { mfa: mfaMethod }) };
}

/**
 * POST token (document 1 §7, §8). An unknown username is verified against a dummy hash and counted
 * like a known one, so neither the response nor its timing tells which usernames exist. A lock ends
 * after the lockout period (audited); DIS and DLG accounts get the generic error (audited). The usual
 * sign-in is one read and one write (usual-sign-in.ts, decision 073); every other goes on from the
 * lockout's look after the hash.
 */
export function createTokenService(deps: TokenDeps) {
  let dummyHash: Promise<string> | null = null;
  const getDummyHash = () => {
    dummyHash ??= hashPassword('no-such-account-password-1');
    return dummyHash;
  };

  return async function signIn(attempt: SignInAttempt): Promise<TokenResponse> {
    if (attempt.domainId !== attempt.hostDomainId) throw refuse('LOGIN_FAILED');
    const username = attempt.username.trim().toLowerCase();
    const { domainId, clientAddress } = attempt;
    const read = await deps.accounts.findSignIn(domainId, username);
    const account = read?.account ?? null;
    const passwordHash = account?.passwordHash ?? (await getDummyHash());
    const passwordMatches = (await verifyPassword(passwordHash, attempt.password)) && account !== null;
    if (passwordMatches && read && isUsualSignIn(read)) {
      const signedIn = await signInAtOnce(deps, read.account, { ...attempt, username });
      if (signedIn) return signedIn;
    }
    const recorder = recorderOf(deps, account, { domainId, username, clientAddress });

    const lock = await deps.lockout.check(domainId, username, deps.now());
    if (lock.ended) await recorder.audit('account-unlocked', { reason: 'lockout-period-ended' });
    if (lock.locked) {
      if (!passwordMatches) await deps.lockout.recordFailure(domainId, username, deps.now());
      await recorder.record(false, 'locked');
      throw refuse('ACCOUNT_LOCKED');
    }
    if (!passwordMatches || !read) return refuseWrongPassword(deps, recorder, domainId, username);
    const accepted = { ...attempt, username, mfaMethod: read.mfaMethod };
    return acceptPassword(deps, recorder, read.account, accepted, lock.counting);
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
