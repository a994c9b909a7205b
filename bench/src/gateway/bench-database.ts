import pg from 'pg';

/** The server's administration address for the benches: BENCH_POSTGRES_URL, else the local trust login. */
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of one database on the bench's server. */
export function benchDatabaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A bench's own database, dropped and created empty (a gateway started on it seeds the personas). */
export async function resetDatabase(database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
}
