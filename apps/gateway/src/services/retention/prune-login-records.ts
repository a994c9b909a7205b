import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  deleteLoginAttemptsBefore,
  deleteUnlockedLoginFailuresBefore,
} from '../../repositories/login-records-repository';
import { deleteSessionsEndedBefore } from '../../repositories/session-rows';

/** Rows deleted per statement and statements per run: a run never holds long locks or runs long. */
export const PRUNE_BATCH_ROWS = 1000;
export const PRUNE_MAX_BATCHES = 20;

export interface PruneResult {
  readonly attempts: number;
  readonly failures: number;
  readonly sessions: number;
}

export interface PruneBounds {
  readonly batchRows: number;
  readonly maxBatches: number;
}

const DEFAULT_BOUNDS: PruneBounds = { batchRows: PRUNE_BATCH_ROWS, maxBatches: PRUNE_MAX_BATCHES };

async function deleteInBatches(bounds: PruneBounds, run: () => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < bounds.maxBatches; batch++) {
    const deleted = await run();
    total += deleted;
    if (deleted < bounds.batchRows) break;
  }
  return total;
}

/**
 * Deletes sign-in records older than the retention (issue 10 point 5: 300 guesses left 300
 * permanent rows). login_attempts go by age; login_failures only when not locked, so pruning never
 * ends a lockout (that is the lockout expiry's job); sessions once they ended before the cutoff, so a
 * browser is known to an account (the new-browser notice) for as long as its sign-ins are kept.
 * Bounded: at most PRUNE_MAX_BATCHES batches of each.
 */
export async function pruneLoginRecords(
  db: Kysely<Database>,
  cutoff: Date,
  bounds: PruneBounds = DEFAULT_BOUNDS,
): Promise<PruneResult> {
  const limit = bounds.batchRows;
  const attempts = await deleteInBatches(bounds, () => deleteLoginAttemptsBefore(db, cutoff, limit));
  const failures = await deleteInBatches(bounds, () => deleteUnlockedLoginFailuresBefore(db, cutoff, limit));
  const sessions = await deleteInBatches(bounds, () => deleteSessionsEndedBefore(db, cutoff, limit));
  return { attempts, failures, sessions };
}

export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * 86_400_000);
}
