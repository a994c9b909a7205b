import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { isoDate } from './dates';
import { deleteSeedRows } from './delete-rows';
import { insertSyntheticCore } from './synthetic-core';
import {
  insertSyntheticBenefits,
  insertSyntheticClaims,
  insertSyntheticEligibility,
} from './synthetic-member-data';
import { createSyntheticPlan } from './synthetic-plan';
import { writeCatalogue } from './write-catalogue';

/**
 * Usernames have at least six digits (synthetic000001) and 3-16 characters (document 1 §5): up to
 * seven digits fit, so the million members of issue 16's scale benchmark (synthetic1000000).
 */
export const MAX_SYNTHETIC_MEMBERS = 1_000_000;

export interface SyntheticOptions {
  readonly count: number;
  readonly today: Date;
  readonly passwordHash: string;
  /** Told as each step starts (the CLI prints progress: a million members take minutes). */
  readonly onStep?: (step: string) => void;
}

/** Their keys start SYN-, which no persona key does, so the two never replace each other. */
const SYNTHETIC_KEYS = {
  groupKeys: { prefix: 'SYN-G' },
  familyKeys: { prefix: 'SYN-F' },
  memberKeys: { prefix: 'SYN-M' },
} as const;

/**
 * Adds `count` deterministic synthetic members on domain 1 (families of four, usernames
 * synthetic000001 …), with the data shape of the personas: eligibility, benefits, limits, programs
 * and claims. Set-based SQL over generate_series, in one transaction; running it again with the
 * same count leaves the same rows, and a smaller count removes the members beyond it.
 */
export async function seedSyntheticMembers(db: Kysely<Database>, options: SyntheticOptions): Promise<void> {
  const { count, today, passwordHash } = options;
  const step = options.onStep ?? (() => undefined);
  if (!Number.isInteger(count) || count < 1 || count > MAX_SYNTHETIC_MEMBERS) {
    throw new RangeError(`count must be an integer from 1 to ${MAX_SYNTHETIC_MEMBERS}, not ${count}`);
  }
  await db.transaction().execute(async (trx) => {
    step('removing earlier synthetic rows');
    await deleteSeedRows(trx, SYNTHETIC_KEYS);
    await deleteAccountsBeyond(trx, count);
    await writeCatalogue(trx, today);
    step('planning families and members');
    await createSyntheticPlan(trx, count, isoDate(today));
    step('groups, families, accounts, members, preferences');
    await insertSyntheticCore(trx, passwordHash);
    step('eligibility');
    await insertSyntheticEligibility(trx);
    step('benefits and limits');
    await insertSyntheticBenefits(trx);
    step('claims');
    await insertSyntheticClaims(trx);
    step('committing');
  });
}

/** Accounts of an earlier, larger run; their sessions go and audit entries lose only the link. */
async function deleteAccountsBeyond(db: Kysely<Database>, count: number): Promise<void> {
  const beyond = sql`select account_id from accounts
    where domain_id = 1 and username ~ '^synthetic[0-9]{6,7}$' and substr(username, 10)::int > ${count}::int`;
  await sql`delete from sessions where account_id in (${beyond}) or issued_by_account_id in (${beyond})`.execute(
    db,
  );
  await sql`update audit_log set actor_account_id = null where actor_account_id in (${beyond})`.execute(db);
  await sql`delete from accounts where account_id in (${beyond})`.execute(db);
}
