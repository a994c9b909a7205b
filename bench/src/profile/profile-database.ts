import pg from 'pg';
import { seedMembers } from '../gateway/seed';

/**
 * The profile scripts' database: `name` on the server of BENCH_POSTGRES_URL, made again and seeded with
 * `members` synthetic members unless PROFILE_SEED=false (which keeps what the last run left). Its URL.
 */
export async function profileDatabase(
  name: string,
  members: number,
  log: (text: string) => void,
): Promise<string> {
  const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(admin);
  url.pathname = `/${name}`;
  if (process.env.PROFILE_SEED !== 'false') {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    await client.end();
    log(`seeding ${members} synthetic members`);
    await seedMembers(url.toString(), members);
  }
  return url.toString();
}
