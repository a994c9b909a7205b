import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { loadWithoutChecks } from './bulk-load';
import { isoDate } from './dates';
import { endProgress, markDone, startProgress } from './synthetic-progress';
import { SYNTHETIC_STEPS } from './synthetic-steps';

/**
 * Usernames have at least six digits (synthetic000001) and 3-16 characters (document 1 §5): up to
 * seven digits fit, so the million members of issue 16's scale benchmark (synthetic1000000).
 */
export const MAX_SYNTHETIC_MEMBERS = 1_000_000;

export interface SyntheticOptions {
  readonly count: number;
  readonly today: Date;
  readonly passwordHash: string;
  /**
   * Told as each step starts, or that it was done by an interrupted run this one continues (the CLI
   * prints progress: a million members take minutes).
   */
  readonly onStep?: (step: string, done: boolean) => void;
}

/**
 * Adds `count` deterministic synthetic members on domain 1 (families of four, usernames
 * synthetic000001 …), with the data shape of the personas: eligibility, benefits, limits, programs
 * and claims. Set-based SQL over generate_series, one transaction per step (synthetic-steps.ts), each
 * filling its tables with their foreign keys and plain indexes set aside and put back before it
 * commits. A run interrupted part-way is continued by the next run with the same count on the same
 * seed day; any other run starts with removing every synthetic row, so running it again with the
 * same count leaves the same rows, and a smaller count removes the members beyond it.
 */
export async function seedSyntheticMembers(db: Kysely<Database>, options: SyntheticOptions): Promise<void> {
  const { count, today, passwordHash } = options;
  const tell = options.onStep ?? (() => undefined);
  if (!Number.isInteger(count) || count < 1 || count > MAX_SYNTHETIC_MEMBERS) {
    throw new RangeError(`count must be an integer from 1 to ${MAX_SYNTHETIC_MEMBERS}, not ${count}`);
  }
  const run = { count, day: isoDate(today) };
  const done = await startProgress(db, run);
  for (const step of SYNTHETIC_STEPS) {
    tell(step.name, done.has(step.name));
    if (done.has(step.name)) continue;
    await db.transaction().execute(async (trx) => {
      await loadWithoutChecks(trx, step.tables, () => step.run(trx, { ...run, today, passwordHash }));
      await markDone(trx, run, step.name);
    });
  }
  await endProgress(db);
}
