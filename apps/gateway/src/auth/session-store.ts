import { randomUUID } from 'node:crypto';
import { SESSION_TOUCH_INTERVAL_MS } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionsTable } from '../db/tables/core';

export interface NewSession {
  readonly accountId: number;
  readonly memberKey: string | null;
  readonly kind: SessionsTable['kind'];
  readonly role: string;
  readonly issuedByRole: string | null;
  readonly issuedByAccountId: number | null;
  readonly expiresAt: Date;
  readonly chosenGroupId?: string | null;
  readonly preventSalesPlatform?: boolean;
  readonly createdAt: Date;
  /** A sign-in whose second factor is still to answer (issue 15). */
  readonly mfaPending?: boolean;
}

export interface ActiveSession {
  readonly sessionId: string;
  readonly accountId: number;
  readonly memberKey: string | null;
  readonly kind: SessionsTable['kind'];
  readonly role: string;
  readonly issuedByRole: string | null;
  readonly issuedByAccountId: number | null;
  readonly chosenGroupId: string | null;
  readonly preventSalesPlatform: boolean;
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
  /** The second factor is still to answer: the session is good for the code route only (issue 15). */
  readonly mfaPending: boolean;
}

/**
 * Server-side sessions, so a token can be revoked before it expires (logout, password change), and
 * ends once unused for the idle limit (HIPAA automatic logoff).
 */
export function createSessionStore(db: Kysely<Database>, idleMinutes: number) {
  const idleMs = idleMinutes * 60_000;
  return {
    async create(session: NewSession): Promise<string> {
      const sessionId = randomUUID();
      await db
        .insertInto('sessions')
        .values({
          session_id: sessionId,
          account_id: session.accountId,
          member_key: session.memberKey,
          kind: session.kind,
          role: session.role,
          issued_by_role: session.issuedByRole,
          issued_by_account_id: session.issuedByAccountId,
          chosen_group_id: session.chosenGroupId ?? null,
          prevent_sales_platform: session.preventSalesPlatform ?? false,
          expires_at: session.expiresAt,
          last_seen_at: session.createdAt,
          mfa_pending: session.mfaPending ?? false,
        })
        .execute();
      return sessionId;
    },

    async findActive(sessionId: string, now: Date): Promise<ActiveSession | null> {
      const row = await db
        .selectFrom('sessions')
        .select([
          'session_id',
          'account_id',
          'member_key',
          'kind',
          'role',
          'issued_by_role',
          'issued_by_account_id',
          'chosen_group_id',
          'prevent_sales_platform',
          'expires_at',
          'last_seen_at',
          'mfa_pending',
        ])
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', new Date(now.getTime() - idleMs))
        .executeTakeFirst();
      if (!row) return null;
      return {
        sessionId: row.session_id,
        accountId: row.account_id,
        memberKey: row.member_key,
        kind: row.kind,
        role: row.role,
        issuedByRole: row.issued_by_role,
        issuedByAccountId: row.issued_by_account_id,
        chosenGroupId: row.chosen_group_id,
        preventSalesPlatform: row.prevent_sales_platform,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
        mfaPending: row.mfa_pending,
      };
    },

    /**
     * Marks a session used now when its last use is older than the touch interval (a minute), so a
     * busy member costs no write per request.
     */
    async touch(session: ActiveSession, now: Date): Promise<void> {
      if (now.getTime() - session.lastSeenAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('session_id', '=', session.sessionId)
        .where('last_seen_at', '<', now)
        .execute();
    },

    /** Ends every open session of an account ("Log out everywhere"); answers how many. */
    async revokeAll(accountId: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Minutes a session may go unused. */
    idleMinutes,

    async revoke(sessionId: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
