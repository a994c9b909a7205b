import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

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

/** Bounds of what one page lists: far beyond a person's use, short of a runaway response. */
const MAX_LOGIN_AS = 100;
const MAX_ACTIVITY = 5000;

/** Staff login-as rows into a member this account holds (routes/login-as writes them), newest first. */
export async function listLoginAs(db: Kysely<Database>, accountId: number): Promise<LoginAsRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['occurred_at', 'actor_account_id', sql<string | null>`detail ->> 'staffRole'`.as('staff_role')])
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
}

/**
 * The reads and writes staff made in login-as sessions on this account since `since` (the audit
 * plugin names the member's account and the staff account in each row's detail).
 */
export async function listStaffActivity(
  db: Kysely<Database>,
  accountId: number,
  since: Date,
): Promise<StaffActivityRow[]> {
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
}

/** Who is acting as whom in a login-as session: the staff account's name and the member's. */
export async function findBannerNames(
  db: Kysely<Database>,
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
}
