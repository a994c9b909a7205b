import type { Sql } from 'postgres';
import { DatabaseTimeoutError } from './database-errors';

/**
 * The postgres.js pool behind a bound on every call. The server's statement_timeout ends a slow query
 * itself; this bound catches what it cannot: a network that stalls, where no response ever comes back.
 * Then the pool is replaced, since its sockets are stuck (TCP keep-alive would take minutes to notice),
 * so the first request after the database recovers gets a fresh connection.
 */
export class PostgresPool {
  #sql: Sql;
  readonly #create: () => Sql;
  readonly #boundMs: number;
  #inFlight = 0;

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
    return this.#inFlight;
  }

  /** Runs `work` on the current pool; past the bound it fails with DatabaseTimeoutError. */
  async guard<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const sql = this.#sql;
    this.#inFlight++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.#replace(sql);
        reject(new DatabaseTimeoutError(`the database did not respond within ${this.#boundMs} ms`));
      }, this.#boundMs);
    });
    try {
      return await Promise.race([work(sql), timeout]);
    } finally {
      clearTimeout(timer);
      this.#inFlight--;
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
    return this.#sql.end();
  }
}
