import { type DomainId, type Role, SESSION_TTL_MS } from '@dash/domain';
import type { ActiveSession, SessionStore } from './session-store';
import { signToken } from './tokens';

export interface TokenSubject {
  readonly accountId: number;
  readonly memberKey: string | null;
  readonly role: Role;
  readonly issuedByRole: Role | null;
  readonly issuedByAccountId: number | null;
  readonly domainId: DomainId;
  readonly chosenGroupId?: string | null;
  readonly preventSalesPlatform?: boolean;
  /** Issue 15: a temporary token before the second factor carries the pending step. */
  readonly mfaPending?: boolean;
}

/**
 * Opens a server-side session and signs a token for it. Temporary tokens live until post-login
 * routing ends (minutes); session tokens live 2 hours (document 1 §9).
 */
export function createTokenIssuer(deps: {
  readonly sessions: SessionStore;
  readonly secret: Uint8Array;
  readonly temporaryMinutes: number;
  readonly now: () => Date;
}) {
  /** The session a token of `kind` opens, made now. */
  function sessionOf(subject: TokenSubject, kind: 'temporary' | 'session') {
    if (kind === 'session' && subject.mfaPending === true) {
      throw new Error('a session is never opened before the second factor');
    }
    const ttl = kind === 'temporary' ? deps.temporaryMinutes * 60_000 : SESSION_TTL_MS;
    const createdAt = deps.now();
    return { ...subject, kind, expiresAt: new Date(createdAt.getTime() + ttl), createdAt };
  }

  function sign(subject: TokenSubject, kind: 'temporary' | 'session', sid: string, expiresAt: Date) {
    return signToken(
      {
        memberKey: subject.memberKey,
        role: subject.role,
        issuedByRole: subject.issuedByRole,
        sid,
        kind,
        domainId: subject.domainId,
        ...(subject.mfaPending === true ? { pendingStep: 'mfa' as const } : {}),
      },
      expiresAt,
      deps.secret,
    );
  }

  async function issue(subject: TokenSubject, kind: 'temporary' | 'session') {
    const session = sessionOf(subject, kind);
    const sid = await deps.sessions.create(session);
    return {
      token: sign(subject, kind, sid, session.expiresAt),
      expiresAt: session.expiresAt,
      sessionId: sid,
    };
  }

  return {
    issueTemporary: async (subject: TokenSubject) => (await issue(subject, 'temporary')).token,
    issueSession: (subject: TokenSubject) => issue(subject, 'session'),
    /** A temporary token with its session's id, for a sign-in to stamp its browser on (services/sign-in). */
    issueTemporarySession: (subject: TokenSubject) => issue(subject, 'temporary'),

    /**
     * A temporary token whose session's row `write` inserts with the sign-in's other rows in one
     * statement (SessionStore.openWith, decision 073); undefined when `write` wrote none.
     */
    async issueTemporaryWith<T>(
      subject: TokenSubject,
      write: (row: ActiveSession) => Promise<T | undefined>,
    ) {
      const session = sessionOf(subject, 'temporary');
      const opened = await deps.sessions.openWith(session, write);
      if (!opened) return undefined;
      return {
        token: sign(subject, 'temporary', opened.sessionId, session.expiresAt),
        written: opened.written,
      };
    },
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
