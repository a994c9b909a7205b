import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** An open sign-in of the account itself (never a staff login-as session). */
export interface OpenSessionRow {
  readonly sessionId: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly domainId: number | null;
  readonly userAgent: string | null;
}

export interface LoginAsRow {
  readonly at: Date;
  readonly staffAccountId: number;
  readonly staffRole: string;
}

export interface StaffActivityRow {
  readonly at: Date;
  readonly staffAccountId: number;
  readonly method: string;
  readonly route: string;
  readonly status: number;
}

/** Bounds of what one page lists: far beyond a person's use, short of a runaway answer. */
const MAX_SESSIONS = 50;
const MAX_LOGIN_AS = 100;
const MAX_ACTIVITY = 5000;

/**
 * Sign-in and access (issue 15): reads of the account's sessions and of the audit log. Sessions are
 * only ever read here; ending one goes through the session store (auth/session-store.ts), which owns
 * every change to a session's life.
 */
export function createAccountAccessRepository(db: Kysely<Database>) {
  function openSessions(accountId: number, now: Date, idleSince: Date) {
    return db
      .selectFrom('sessions')
      .where('account_id', '=', accountId)
      .where('kind', '=', 'session')
      .where('issued_by_account_id', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleSince);
  }

  return {
    async listOpenSessions(accountId: number, now: Date, idleSince: Date): Promise<OpenSessionRow[]> {
      const rows = await openSessions(accountId, now, idleSince)
        .select(['session_id', 'created_at', 'last_seen_at', 'domain_id', 'user_agent'])
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .limit(MAX_SESSIONS)
        .execute();
      return rows.map((row) => ({
        sessionId: row.session_id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        domainId: row.domain_id,
        userAgent: row.user_agent,
      }));
    },

    /** Whether the session is an open sign-in of this account: the one check before it is ended. */
    async isOpenSessionOf(
      accountId: number,
      sessionId: string,
      now: Date,
      idleSince: Date,
    ): Promise<boolean> {
      const row = await openSessions(accountId, now, idleSince)
        .select('session_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Staff login-as rows into a member this account holds (routes/login-as writes them), newest first. */
    async listLoginAs(accountId: number): Promise<LoginAsRow[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select([
          'occurred_at',
          'actor_account_id',
          sql<string | null>`detail ->> 'staffRole'`.as('staff_role'),
        ])
        .where('action', '=', 'login-as')
        .where('target_member_key', 'in', (eb) =>
          eb.selectFrom('members').select('member_key').where('account_id', '=', accountId),
        )
        .orderBy('occurred_at', 'desc')
        .orderBy('audit_id', 'desc')
        .limit(MAX_LOGIN_AS)
        .execute();
      return rows.flatMap((row) =>
        row.actor_account_id === null || row.staff_role === null
          ? []
          : [
              {
                at: row.occurred_at,
                staffAccountId: Number(row.actor_account_id),
                staffRole: row.staff_role,
              },
            ],
      );
    },

    /**
     * The reads and writes staff made in login-as sessions on this account since `since` (the audit
     * plugin names the member's account and the staff account in each row's detail).
     */
    async listStaffActivity(accountId: number, since: Date): Promise<StaffActivityRow[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select([
          'occurred_at',
          sql<string>`detail ->> 'staffAccountId'`.as('staff_account_id'),
          sql<string | null>`detail ->> 'method'`.as('method'),
          sql<string | null>`detail ->> 'route'`.as('route'),
          sql<string | null>`detail ->> 'status'`.as('status'),
        ])
        .where('action', 'in', ['staff-read', 'write'])
        .where(sql<boolean>`detail ? 'staffAccountId'`)
        .where(sql<string>`detail ->> 'accountId'`, '=', String(accountId))
        .where('occurred_at', '>=', since)
        .orderBy('occurred_at', 'desc')
        .limit(MAX_ACTIVITY)
        .execute();
      return rows.flatMap((row) =>
        row.method === null || row.route === null || row.status === null
          ? []
          : [
              {
                at: row.occurred_at,
                staffAccountId: Number(row.staff_account_id),
                method: row.method,
                route: row.route,
                status: Number(row.status),
              },
            ],
      );
    },

    /** The browser and brand of a session just opened (plugins/session-client.ts); written once. */
    async stampClient(sessionId: string, userAgent: string | null, domainId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ user_agent: userAgent, domain_id: domainId })
        .where('session_id', '=', sessionId)
        .where('domain_id', 'is', null)
        .execute();
    },

    /** Who is acting as whom in a login-as session: the staff account's name and the member's. */
    async findBannerNames(
      staffAccountId: number,
      memberKey: string,
    ): Promise<{ staffUsername: string; memberName: string } | null> {
      const staff = await db
        .selectFrom('accounts')
        .select('username')
        .where('account_id', '=', staffAccountId)
        .executeTakeFirst();
      const member = await db
        .selectFrom('members')
        .select(['first_name', 'last_name'])
        .where('member_key', '=', memberKey)
        .executeTakeFirst();
      if (!staff || !member) return null;
      return {
        staffUsername: staff.username,
        memberName: `${member.first_name} ${member.last_name}`,
      };
    },
  };
}

export type AccountAccessRepository = ReturnType<typeof createAccountAccessRepository>;
