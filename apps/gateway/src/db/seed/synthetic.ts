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

/** Six digits in the username (synthetic000001) and 3-16 characters (document 1 §5) allow this many. */
export const MAX_SYNTHETIC_MEMBERS = 999_999;

export interface SyntheticOptions {
  readonly count: number;
  readonly today: Date;
  readonly passwordHash: string;
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
  if (!Number.isInteger(count) || count < 1 || count > MAX_SYNTHETIC_MEMBERS) {
    throw new RangeError(`count must be an integer from 1 to ${MAX_SYNTHETIC_MEMBERS}, not ${count}`);
  }
  await db.transaction().execute(async (trx) => {
    await deleteSeedRows(trx, SYNTHETIC_KEYS);
    await deleteAccountsBeyond(trx, count);
    await writeCatalogue(trx, today);
    await createSyntheticPlan(trx, count, isoDate(today));
    await insertSyntheticCore(trx, passwordHash);
    await insertSyntheticEligibility(trx);
    await insertSyntheticBenefits(trx);
    await insertSyntheticClaims(trx);
  });
}

/** Accounts of an earlier, larger run; their sessions go and audit entries lose only the link. */
async function deleteAccountsBeyond(db: Kysely<Database>, count: number): Promise<void> {
  const beyond = sql`select account_id from accounts
    where domain_id = 1 and username ~ '^synthetic[0-9]{6}$' and substr(username, 10)::int > ${count}::int`;
  await sql`delete from sessions where account_id in (${beyond}) or issued_by_account_id in (${beyond})`.execute(
    db,
  );
  await sql`update audit_log set actor_account_id = null where actor_account_id in (${beyond})`.execute(db);
  await sql`delete from accounts where account_id in (${beyond})`.execute(db);
}
