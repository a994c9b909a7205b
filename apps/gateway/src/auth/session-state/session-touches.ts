import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Queued last uses that trigger a write at once; a bound on memory as well. */
export const TOUCH_FLUSH_ROWS = 500;
/** The longest a last use waits in memory before it is written. */
export const TOUCH_FLUSH_MS = 1_000;

/**
 * One flush's UPDATE, one text whatever the batch: the last uses travel as one JSON parameter (a
 * VALUES list made a statement per batch size, each kept prepared by the driver for good).
 */
export const touchSessions = (batch: ReadonlyMap<string, Date>) => sql`
  update sessions as s set last_seen_at = v.seen
  from (
    select (e.r ->> 0)::uuid as id, (e.r ->> 1)::timestamptz as seen
    from jsonb_array_elements(${JSON.stringify([...batch].map(([id, seen]) => [id, seen.toISOString()]))}::jsonb) as e(r)
  ) as v
  where s.session_id = v.id and s.last_seen_at < v.seen`;

/**
 * The idle limit's last-use writes, batched: a request only notes the time in memory, and one UPDATE
 * per flush writes every noted session (at most TOUCH_FLUSH_ROWS, or every TOUCH_FLUSH_MS, and on
 * close). A write never moves a last use backwards, so two gateways touching one session agree.
 */
export function createSessionTouches(
  db: Kysely<Database>,
  onError: (error: unknown) => void = () => undefined,
  limits: { rows?: number; ms?: number } = {},
) {
  const flushRows = limits.rows ?? TOUCH_FLUSH_ROWS;
  const flushMs = limits.ms ?? TOUCH_FLUSH_MS;
  let pending = new Map<string, Date>();
  /** The batch being written: still newer than the database until its UPDATE is done. */
  let inFlight = new Map<string, Date>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: Map<string, Date>): Promise<void> {
    if (batch.size === 0) return;
    try {
      await touchSessions(batch).execute(db);
    } catch (error) {
      onError(error);
      // Kept for the next flush unless newer uses came in meanwhile; bounded by the row limit.
      for (const [id, seen] of batch) {
        if (!pending.has(id) && pending.size < flushRows * 10) pending.set(id, seen);
      }
      schedule();
    }
  }

  function schedule(): void {
    if (timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushMs);
    timer.unref();
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = pending;
    pending = new Map();
    writing = writing.then(async () => {
      inFlight = batch;
      await write(batch);
      if (inFlight === batch) inFlight = new Map();
    });
    return writing;
  }

  return {
    /** Notes a use; never waits on the database. */
    record(sessionId: string, seenAt: Date): void {
      const known = pending.get(sessionId);
      if (!known || known < seenAt) pending.set(sessionId, seenAt);
      if (pending.size >= flushRows) void flush();
      else schedule();
    },
    /** A use noted here and not yet written, so a fresh read is not older than this process knows. */
    pendingFor(sessionId: string): Date | undefined {
      return pending.get(sessionId) ?? inFlight.get(sessionId);
    },
    /** Writes every noted use now (tests, shutdown). */
    flush,
    get pending(): number {
      return pending.size;
    },
  };
}

export type SessionTouches = ReturnType<typeof createSessionTouches>;
