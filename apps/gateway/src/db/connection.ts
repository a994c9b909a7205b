import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

const DATE_OID = 1082;
const INT8_OID = 20;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** Runs a script of several statements in one transaction on one session (migrations, seeds). */
  runScript(sql: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to open copies of a seeded database cheaply. */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  /** dataDir undefined means in memory; loadDataDir starts from a dump (tests clone one seeded database). */
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob };

/** Opens PostgreSQL (a pool over `pg`) or PGlite in-process, behind the same Kysely interface. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  return openPGlite(target.dataDir, target.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === DATE_OID) return (value: string) => value;
      if (oid === INT8_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle client the server drops (restart, failover) must not take the process down; the pool
  // replaces it on the next checkout.
  pool.on('error', (error) => console.error(`idle database connection closed: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    runScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(`begin;\n${script};\ncommit;`);
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

async function openPGlite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [DATE_OID]: (value: string) => value, [INT8_OID]: (value: string) => Number(value) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    runScript: (script) =>
      pglite.transaction(async (tx) => {
        await tx.exec(script);
      }),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
    dump: () => pglite.dumpDataDir('none'),
  };
}
