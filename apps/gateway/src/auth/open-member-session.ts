import type { LoginState } from '@dash/domain/api';
import type { LoginStateReader } from '../services/sign-in/login-state';
import type { SessionStore } from './session-store';
import type { TokenIssuer, TokenSubject } from './token-issuer';
import { verifyToken } from './tokens';

export interface OpenedSession {
  readonly token: string;
  /** What the post-login rule needs for the new token (document 1 §4), so the web routes on at once. */
  readonly loginState: LoginState;
}

/**
 * Opens a session for another member of the same sign-in (group switch) or for a login-as target,
 * and returns its token with the login state it opens. The caller revokes the session it replaces.
 */
export function createMemberSessionOpener(deps: {
  readonly tokens: TokenIssuer;
  readonly sessions: SessionStore;
  readonly getLoginState: LoginStateReader;
  readonly secret: Uint8Array;
  readonly now: () => Date;
}) {
  return async function openMemberSession(
    subject: TokenSubject,
    kind: 'temporary' | 'session',
  ): Promise<OpenedSession> {
    const token =
      kind === 'session'
        ? (await deps.tokens.issueSession(subject)).token
        : await deps.tokens.issueTemporary(subject);
    const claims = verifyToken(token, deps.secret);
    const session = claims ? await deps.sessions.findActive(claims.sid, deps.now()) : null;
    if (!claims || !session) throw new Error('a session just opened could not be read back');
    return { token, loginState: await deps.getLoginState(session, claims) };
  };
}

export type MemberSessionOpener = ReturnType<typeof createMemberSessionOpener>;
