import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import postgres from 'postgres';
import { pgliteDialect } from './pglite-dialect';
import { postgresJsDialect } from './postgres-js-dialect';
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
  /** PGlite only: the data directory as a tarball, to open copies of a seeded database cheaply. */
  dump?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize?: number }
  /** dataDir undefined means in memory; loadDataDir starts from a dump (tests clone one seeded database). */
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob };

/** Opens PostgreSQL (a postgres.js pool) or PGlite in-process, behind the same Kysely interface. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  return openPGlite(target.dataDir, target.loadDataDir);
}

/**
 * PostgreSQL through postgres.js, the faster of the two drivers in `npm run bench` (prepared statements
 * per connection, less work per row). Dates stay yyyy-mm-dd text and int8 becomes a number, as on PGlite.
 */
async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const sql = postgres(url, {
    max: poolSize,
    onnotice: () => undefined,
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
  });
  const db = new Kysely<Database>({ dialect: postgresJsDialect(sql) });
  return {
    db,
    kind: 'postgres',
    // One transaction on one connection; the simple protocol allows a script of several statements.
    runScript: async (script) => {
      await sql.begin((tx) => tx.unsafe(script).simple());
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
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
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
