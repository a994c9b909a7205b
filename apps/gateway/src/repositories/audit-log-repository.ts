import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** One row of the audit log (HIPAA 164.312(b)); never a secret value, only names and identities. */
export interface AuditEntry {
  readonly action: string;
  /** The person acting: the staff account in a login-as session, else the session's own account. */
  readonly actorAccountId: number | null;
  /**
   * When the actor is known only by the session a sign-in just opened, its id: the account is read
   * from the sessions table as the row is written, so the request never waits for that lookup.
   */
  readonly actorSessionId?: string;
  readonly targetMemberKey: string | null;
  readonly clientAddress: string | null;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly occurredAt: Date;
}

/** A row a flow writes at once, with its own change (the time is the database's unless given). */
export interface AuditRow {
  readonly occurredAt?: Date;
  readonly action: string;
  readonly actorAccountId: number | null;
  readonly targetMemberKey: string | null;
  readonly clientAddress: string | null;
  readonly detail?: Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row as the insert reads it from its JSON parameter. */
function toJsonRow(entry: AuditEntry) {
  const bySession = entry.actorSessionId !== undefined && UUID.test(entry.actorSessionId);
  return {
    occurredAt: entry.occurredAt.toISOString(),
    action: entry.action,
    actorAccountId: bySession ? null : entry.actorAccountId,
    actorSessionId: bySession ? entry.actorSessionId : null,
    targetMemberKey: entry.targetMemberKey,
    clientAddress: entry.clientAddress,
    detail: entry.detail,
  };
}

/**
 * A batch's insert, one text whatever the batch: its rows travel as one JSON parameter, in order. A
 * VALUES list made a new statement for every batch size and mix of actors, and the driver keeps each
 * statement it prepared for the connection's life: the gateway's memory grew by ~15 MB a minute
 * under the soak's sign-ins (docs/performance.md, seventh pass). An actor known by its session is
 * read from the sessions table as the row is written.
 */
export const insertAuditRows = (batch: readonly AuditEntry[]) => sql`
  insert into audit_log (occurred_at, action, actor_account_id, target_member_key, client_address, detail)
  select (e.r ->> 'occurredAt')::timestamptz, e.r ->> 'action',
    coalesce(
      (e.r ->> 'actorAccountId')::bigint,
      (select s.account_id from sessions s where s.session_id = (e.r ->> 'actorSessionId')::uuid)
    ),
    e.r ->> 'targetMemberKey', e.r ->> 'clientAddress', e.r -> 'detail'
  from jsonb_array_elements(${JSON.stringify(batch.map(toJsonRow))}::jsonb) with ordinality as e(r, n)
  order by e.n`;

/** Writes a batch of the audit writer (services/audit/audit-writer.ts) in one statement. */
export async function writeAuditRows(db: Kysely<Database>, batch: readonly AuditEntry[]): Promise<void> {
  await insertAuditRows(batch).execute(db);
}

/**
 * One row, written now, in the caller's transaction when given one: the flows that audit as part of
 * their own response (login-as, MFA, unlock, recovery).
 */
export async function insertAuditRow(db: Kysely<Database>, entry: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      ...(entry.occurredAt ? { occurred_at: entry.occurredAt } : {}),
      action: entry.action,
      actor_account_id: entry.actorAccountId,
      target_member_key: entry.targetMemberKey,
      client_address: entry.clientAddress,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
