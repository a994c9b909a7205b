import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

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

export interface AuditWriterOptions {
  readonly db: Kysely<Database>;
  /** Rows that trigger a write at once. */
  readonly flushRows: number;
  /** The longest a queued row waits before it is written. */
  readonly flushMs: number;
  /** A failed write: logged by the caller; the rows stay queued (up to a bound) for the next flush. */
  readonly onError: (error: unknown, rows: number) => void;
}

/** Rows kept across failed writes before the oldest are given up (and reported through onError). */
const RETRY_BUFFER_BATCHES = 50;

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

/**
 * A queued, batched audit writer: record() only appends to memory, so a read never waits on the
 * audit insert; rows go to the database in one statement per flushRows rows or every flushMs, and on
 * close. Flushes run one after another, so rows are written in the order they were recorded.
 */
export function createAuditWriter(options: AuditWriterOptions) {
  let queue: AuditEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const maxBuffered = options.flushRows * RETRY_BUFFER_BATCHES;

  async function write(batch: AuditEntry[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await insertAuditRows(batch).execute(options.db);
    } catch (error) {
      options.onError(error, batch.length);
      // Kept for the next flush, oldest first, within a bound so a long outage cannot exhaust memory.
      queue = [...batch, ...queue].slice(-maxBuffered);
      schedule();
    }
  }

  function schedule(): void {
    if (timer || queue.length === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, options.flushMs);
    // A pending flush never keeps the process alive; close() writes what is left.
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    writing = writing.then(() => write(batch));
    return writing;
  }

  return {
    record(entry: AuditEntry): void {
      queue.push(entry);
      if (queue.length >= options.flushRows) void flush();
      else schedule();
    },
    /** Writes every queued row now; resolves when they are in the database (tests call this). */
    flush,
    /** The rows waiting to be written. */
    get pending(): number {
      return queue.length;
    },
    /** Writes what is queued and stops the timer; called when the app closes. */
    async close(): Promise<void> {
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type AuditWriter = ReturnType<typeof createAuditWriter>;
