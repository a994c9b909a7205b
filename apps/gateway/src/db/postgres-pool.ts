import type { Sql } from 'postgres';
import { DatabaseTimeoutError } from './database-errors';

/** The bound's share one sweep of the calls in flight waits: a stalled call fails within 1.1× the bound. */
export const SWEEPS_PER_BOUND = 10;

/** A call in flight: the tick it is past its bound at, the pool it runs on, and how to fail it. */
interface Pending {
  readonly expiresAt: number;
  readonly sql: Sql;
  readonly fail: (error: Error) => void;
}

/**
 * The postgres.js pool behind a bound on every call. The server's statement_timeout ends a slow query
 * itself; this bound catches what it cannot: a network that stalls, where no response ever comes back.
 * Then the pool is replaced, since its sockets are stuck (TCP keep-alive would take minutes to notice),
 * so the first request after the database recovers gets a fresh connection.
 *
 * One timer for all calls, not one each: a timer set and cleared per statement was the gateway's own
 * largest cost in the first-read profile (decision 066). The calls in flight are kept in the order they
 * started, each with the tick it expires at; a sweep every tenth of the bound fails those past it. So a
 * call fails no sooner than the bound and no later than 1.1× it.
 */
export class PostgresPool {
  #sql: Sql;
  readonly #create: () => Sql;
  readonly #boundMs: number;
  readonly #pending = new Set<Pending>();
  #tick = 0;
  #sweeper: NodeJS.Timeout | undefined;

  constructor(create: () => Sql, boundMs: number) {
    this.#create = create;
    this.#sql = create();
    this.#boundMs = boundMs;
  }

  get sql(): Sql {
    return this.#sql;
  }

  /** Calls running or waiting for a connection now (the metrics' pool use). */
  get inFlight(): number {
    return this.#pending.size;
  }

  /** Runs `work` on the current pool; past the bound it fails with DatabaseTimeoutError. */
  async guard<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const sql = this.#sql;
    let pending: Pending | undefined;
    try {
      return await new Promise<T>((resolve, reject) => {
        // Added at tick k, a sweep fails it at tick k + SWEEPS_PER_BOUND + 1: at least the bound later.
        pending = { expiresAt: this.#tick + SWEEPS_PER_BOUND + 1, sql, fail: reject };
        this.#pending.add(pending);
        this.#sweeper ??= setInterval(() => this.#sweep(), this.#boundMs / SWEEPS_PER_BOUND).unref();
        work(sql).then(resolve, reject);
      });
    } finally {
      this.#pending.delete(pending as Pending);
    }
  }

  /** Fails the calls past their bound, the oldest first; stops when none is left in flight. */
  #sweep(): void {
    this.#tick++;
    for (const pending of this.#pending) {
      // Added in tick order, so every call after the first one still in time is in time too.
      if (pending.expiresAt > this.#tick) break;
      this.#pending.delete(pending);
      this.#replace(pending.sql);
      pending.fail(new DatabaseTimeoutError(`the database did not respond within ${this.#boundMs} ms`));
    }
    if (this.#pending.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
  }

  /** Only the pool the stalled call ran on is replaced, once, however many calls time out on it. */
  #replace(stalled: Sql): void {
    if (this.#sql !== stalled) return;
    this.#sql = this.#create();
    // timeout 0: its connections are destroyed now, failing what still waits on them.
    stalled.end({ timeout: 0 }).catch(() => undefined);
  }

  end(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    return this.#sql.end();
  }
}
