import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { dropSyntheticPlan } from './synthetic-plan';

/** Which run the recorded steps belong to: another count or seed day starts afresh. */
export interface SyntheticRun {
  readonly count: number;
  readonly day: string;
}

/**
 * The steps an interrupted run of the same count and seed day already committed, so this run
 * continues after them; for any other earlier run (or none), an empty set and a clean start.
 * Unlogged, like the plan tables it describes: a server crash empties both together, and the
 * seed then starts over rather than continuing from a plan it no longer has.
 */
export async function startProgress(db: Kysely<Database>, run: SyntheticRun): Promise<ReadonlySet<string>> {
  const table = await sql<{ name: string | null }>`select to_regclass('syn_progress')::text as name`.execute(
    db,
  );
  if (table.rows[0]?.name) {
    const done = await sql<{ step: string }>`select step from syn_progress
      where member_count = ${run.count}::int and seed_day = ${run.day}::date`.execute(db);
    if (done.rows.length > 0) return new Set(done.rows.map((row) => row.step));
  }
  await endProgress(db);
  await sql`create unlogged table syn_progress (step text primary key, member_count integer not null,
    seed_day date not null, finished_at timestamptz not null default clock_timestamp())`.execute(db);
  return new Set();
}

/** Recorded in the step's own transaction: a step counts as done exactly when its rows are there. */
export async function markDone(trx: Kysely<Database>, run: SyntheticRun, step: string): Promise<void> {
  await sql`insert into syn_progress (step, member_count, seed_day)
    values (${step}, ${run.count}::int, ${run.day}::date)`.execute(trx);
}

export async function endProgress(db: Kysely<Database>): Promise<void> {
  await dropSyntheticPlan(db);
  await sql`drop table if exists syn_progress`.execute(db);
}
