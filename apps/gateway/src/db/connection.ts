import { type CompiledQuery, Kysely, type KyselyConfig } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import postgres from 'postgres';
import type { DatabaseTimeouts } from '../config';
import { postgresJsDialect } from './postgres-js-dialect';
import { PostgresPool } from './postgres-pool';
import type { Database } from './schema';

const DATE_OID = 1082;
const INT8_OID = 20;
const JSON_OID = 114;
const JSONB_OID = 3802;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Runs a script of several statements in one transaction on one session (migrations, seeds). */
  runScript(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY payload, `onListening` runs each time the
   * listening connection is (re)established (notifications sent while it was down are lost, so a
   * listener starts afresh then). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * One SQL text with $n parameters, or a script of several statements without any, outside a
   * transaction: the job queue's own statements (jobs/job-queue.ts). On PGlite it waits its turn
   * with Kysely's queries, so it never lands inside another caller's transaction.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the data directory as a tarball, to open copies of a seeded database cheaply. */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's calls in flight and its size (the metrics, issue 40 §2). */
  poolUse?: () => { inFlight: number; size: number };
}

/** undefined is not a value to either driver; a missing option is SQL null. */
const sqlValues = (values: readonly unknown[]) => values.map((value) => (value === undefined ? null : value));

export type DatabaseTarget =
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly poolSize?: number;
      readonly timeouts?: DatabaseTimeouts;
    }
  /** dataDir undefined means in memory; loadDataDir starts from a dump (tests clone one seeded database). */
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob };

/** Opens PostgreSQL (a postgres.js pool) or PGlite in-process, behind the same Kysely interface. */
export async function openDatabase(
  target: DatabaseTarget,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  const { onQuery, onQueryTime } = options;
  const log: KyselyConfig['log'] =
    onQuery || onQueryTime
      ? (event) => {
          if (event.level === 'query') onQuery?.(event.query);
          onQueryTime?.(event.queryDurationMillis, event.level === 'error');
        }
      : undefined;
  if (target.kind === 'postgres') {
    return openPostgres(target.url, target.poolSize ?? 10, target.timeouts ?? DEFAULT_TIMEOUTS, log);
  }
  return openPGlite(target.dataDir, target.loadDataDir, log);
}

export interface OpenOptions {
  /** Each query as it is sent, with its values (the benchmark's EXPLAIN of what a call sends). */
  readonly onQuery?: (query: CompiledQuery) => void;
  /** Each query's time once it ends, and whether it failed (the metrics, issue 40 §2). */
  readonly onQueryTime?: (milliseconds: number, failed: boolean) => void;
}

/** The defaults of config.ts, for callers (tools, tests) that open a database without a config. */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  idleInTransactionMs: 15_000,
};

/**
 * postgres.js's options: the pool's size, the timeouts, and the types as PGlite returns them (dates stay
 * yyyy-mm-dd text and int8 becomes a number).
 */
function postgresOptions(poolSize: number, timeouts: DatabaseTimeouts) {
  return {
    max: poolSize,
    onnotice: () => undefined,
    // A server that does not finish the handshake in time counts as down (postgres.js takes seconds).
    connect_timeout: timeouts.connectMs / 1000,
    // postgres.js's own curve waits up to 20 s between reconnects after repeated failures: longer
    // than a recovered database should stay unused. The same jittered curve, capped at 2 s.
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 2),
    // Sent at connection start: the server itself ends a slow statement or a forgotten transaction.
    connection: {
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    },
    types: {
      dateText: {
        to: DATE_OID,
        from: [DATE_OID],
        serialize: (value: string) => value,
        parse: (value: string) => value,
      },
      // Our JSON columns are written as JSON text (as PGlite and pg take them); objects are encoded here.
      jsonText: {
        to: JSONB_OID,
        from: [JSON_OID, JSONB_OID],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (value: string) => JSON.parse(value),
      },
      int8Number: {
        to: INT8_OID,
        from: [INT8_OID],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  };
}

/**
 * A script of several statements without parameters, through the simple protocol (pg-boss's own
 * begin … commit), on a connection held for it alone: the last statement's rows.
 */
async function runSimpleScript(pool: PostgresPool, text: string): Promise<{ rows: unknown[] }> {
  // The result is one row list per statement when there are several.
  const result: unknown[] = await pool.guard(async (sql) => {
    const reserved = await sql.reserve();
    try {
      return await reserved.unsafe(text).simple();
    } catch (error) {
      // A script that failed between its begin and commit must not hand back an aborted transaction.
      await reserved.unsafe('rollback').catch(() => undefined);
      throw error;
    } finally {
      reserved.release();
    }
  });
  const last = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
  return { rows: [...last] };
}

/** PostgreSQL through postgres.js, the faster of the two drivers in `npm run bench` (prepared statements per connection, less work per row). */
async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
  log: KyselyConfig['log'],
): Promise<DatabaseHandle> {
  const options = postgresOptions(poolSize, timeouts);
  // A call may wait for a connection (the handshake) and then run (the statement): past both, nothing
  // is coming back.
  const pool = new PostgresPool(() => postgres(url, options), timeouts.connectMs + timeouts.statementMs);
  const db = new Kysely<Database>({ dialect: postgresJsDialect(pool), ...(log ? { log } : {}) });
  // LISTEN holds a connection of its own, outside the request pool, opened on the first listen().
  let listener: postgres.Sql | null = null;
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({ inFlight: pool.inFlight, size: poolSize }),
    listen: async (channel, onMessage, onListening) => {
      listener ??= postgres(url, { ...options, max: 1 });
      const subscription = await listener.listen(channel, onMessage, onListening);
      return () => subscription.unlisten();
    },
    executeSql: async (text, values = []) => {
      if (values.length === 0) return runSimpleScript(pool, text);
      const rows = await pool.guard((sql) => sql.unsafe(text, sqlValues(values) as never[]));
      return { rows: [...rows] };
    },
    // One transaction on one connection; the simple protocol allows a script of several statements.
    runScript: async (script) => {
      await pool.sql.begin((tx) => tx.unsafe(script).simple());
    },
    close: async () => {
      await listener?.end({ timeout: 1 });
      await db.destroy();
    },
  };
}

async function openPGlite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
  log: KyselyConfig['log'],
): Promise<DatabaseHandle> {
  // Loaded only here: a gateway on PostgreSQL never needs the embedded database's code in memory.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [DATE_OID]: (value: string) => value, [INT8_OID]: (value: string) => Number(value) },
  });
  // PGlite is one connection: the dialect hands it to one caller at a time, a transaction until its end.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(log ? { log } : {}) });
  return {
    db,
    kind: 'pglite',
    // Holding Kysely's one connection (kysely-pglite-dialect's) while PGlite runs it.
    executeSql: (text, values = []) =>
      db.connection().execute(async () => {
        if (values.length > 0) return pglite.query(text, sqlValues(values));
        try {
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        } catch (error) {
          // The one connection must not stay in the failed script's aborted transaction.
          await pglite.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
    runScript: (script) =>
      pglite.transaction(async (tx) => {
        await tx.exec(script);
      }),
    // The dialect closes PGlite when Kysely is destroyed.
    close: () => db.destroy(),
    // One in-process database: the listening connection is the database itself, never lost.
    listen: async (channel, onMessage, onListening) => {
      const unlisten = await pglite.listen(channel, onMessage);
      onListening();
      return unlisten;
    },
    dump: () => pglite.dumpDataDir('none'),
  };
}
