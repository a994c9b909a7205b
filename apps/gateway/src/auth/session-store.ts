import { randomUUID } from 'node:crypto';
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
}

/** Server-side sessions, so a token can be revoked before it expires (logout, password change). */
export function createSessionStore(db: Kysely<Database>) {
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
        ])
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
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
      };
    },

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
