import { type DomainId, isRefusedAtSignIn, type Role } from '@dash/domain';
import type { TokenResponse } from '@dash/domain/api';
import { needsRehash } from '../../auth/password';
import type { TokenIssuer, TokenSubject } from '../../auth/token-issuer';
import type { SignInRead } from '../../repositories/sign-in/find-sign-in';
import type { SignInAccount } from '../../repositories/sign-in/sign-in-account';
import type { SignInRepository } from '../../repositories/sign-in-repository';
import { clientAgentOf, type SessionClient } from '../account-access/session-client';

/** What a temporary token of a sign-in names: the account, pending its second factor or not. */
export const subjectOf = (account: SignInAccount, domainId: DomainId, mfaPending: boolean): TokenSubject => ({
  accountId: account.accountId,
  memberKey: account.memberKey,
  role: account.role as Role,
  issuedByRole: null,
  issuedByAccountId: null,
  domainId,
  // Issue 15: good for the code route only until the second factor is answered.
  mfaPending,
});

/**
 * The usual sign-in, once its password is right: no failure on record for the name, no second factor,
 * an account that may sign in, its hash made with today's parameters. Nothing to reset, audit, upgrade
 * or challenge: only the attempt and the session are left to write (decision 073).
 */
export const isUsualSignIn = (read: SignInRead): boolean =>
  !read.failuresOnRecord &&
  read.mfaMethod === null &&
  !isRefusedAtSignIn(read.account.status) &&
  !needsRehash(read.account.passwordHash);

/**
 * Writes the usual sign-in's attempt and its session, stamped with the browser, in one statement: with
 * the read before the hash, two round trips (decision 073). Undefined, nothing written, when a failure
 * was recorded for the name since the read (a parallel attempt): the sign-in then takes the lockout's
 * path, which looks at the failures after the hash as every sign-in did (decision 068).
 */
export async function signInAtOnce(
  deps: {
    readonly accounts: Pick<SignInRepository, 'recordAttemptWithSession'>;
    readonly tokens: Pick<TokenIssuer, 'issueTemporaryWith'>;
    readonly browser: Pick<SessionClient, 'tellNewBrowser'>;
  },
  account: SignInAccount,
  attempt: {
    domainId: DomainId;
    username: string;
    clientAddress: string | null;
    userAgent: string | undefined;
  },
): Promise<TokenResponse | undefined> {
  const { domainId, username, clientAddress } = attempt;
  const record = { domainId, username, succeeded: true, outcome: 'signed-in', clientAddress };
  const issued = await deps.tokens.issueTemporaryWith(subjectOf(account, domainId, false), (row) =>
    deps.accounts.recordAttemptWithSession(record, row, clientAgentOf(attempt.userAgent)),
  );
  if (!issued) return undefined;
  await deps.browser.tellNewBrowser(issued.written.newClientAccountId);
  return { token: issued.token, redirect: null };
}
