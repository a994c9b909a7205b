import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type AuditEntry, writeAuditRows } from '../../repositories/audit-log-repository';

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
      await writeAuditRows(options.db, batch);
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
