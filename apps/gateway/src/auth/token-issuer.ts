import { type DomainId, type Role, SESSION_TTL_MS } from '@dash/domain';
import type { SessionStore } from './session-store';
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
  async function issue(subject: TokenSubject, kind: 'temporary' | 'session') {
    if (kind === 'session' && subject.mfaPending === true) {
      throw new Error('a session is never opened before the second factor');
    }
    const ttl = kind === 'temporary' ? deps.temporaryMinutes * 60_000 : SESSION_TTL_MS;
    const createdAt = deps.now();
    const expiresAt = new Date(createdAt.getTime() + ttl);
    const sid = await deps.sessions.create({ ...subject, kind, expiresAt, createdAt });
    const token = signToken(
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
    return { token, expiresAt };
  }

  return {
    issueTemporary: async (subject: TokenSubject) => (await issue(subject, 'temporary')).token,
    issueSession: (subject: TokenSubject) => issue(subject, 'session'),
  };
}

export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
