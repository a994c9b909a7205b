import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { deleteSeedRows, SEED_ROW_TABLES } from './delete-rows';
import {
  insertSyntheticAccounts,
  insertSyntheticFamilies,
  insertSyntheticGroups,
  insertSyntheticMembers,
  insertSyntheticPreferences,
} from './synthetic-core';
import {
  insertSyntheticBenefits,
  insertSyntheticClaims,
  insertSyntheticEligibility,
  insertSyntheticEobs,
  insertSyntheticLimits,
  insertSyntheticProducts,
} from './synthetic-member-data';
import { createSyntheticPlan } from './synthetic-plan';
import { writeCatalogue } from './write-catalogue';

export interface StepContext {
  readonly count: number;
  readonly today: Date;
  readonly day: string;
  readonly passwordHash: string;
}

/**
 * One step of the synthetic seed: one transaction, filling `tables` with their foreign keys and
 * plain indexes set aside (bulk-load.ts). Parents before children, so each foreign key put back
 * finds its rows.
 */
export interface SyntheticStep {
  readonly name: string;
  readonly tables: readonly string[];
  readonly run: (trx: Kysely<Database>, context: StepContext) => Promise<void>;
}

/** Their keys start SYN-, which no persona key does, so the two never replace each other. */
const SYNTHETIC_KEYS = {
  groupKeys: { prefix: 'SYN-G' },
  familyKeys: { prefix: 'SYN-F' },
  memberKeys: { prefix: 'SYN-M' },
} as const;

export const SYNTHETIC_STEPS: readonly SyntheticStep[] = [
  {
    name: 'removing earlier synthetic rows',
    // Without their foreign keys, a deleted member or claim fires no check of every table referring to it.
    tables: SEED_ROW_TABLES,
    run: async (trx, { count, today }) => {
      await deleteSeedRows(trx, SYNTHETIC_KEYS);
      await deleteAccountsBeyond(trx, count);
      await writeCatalogue(trx, today);
    },
  },
  {
    name: 'planning families and members',
    tables: [],
    run: (trx, { count, day }) => createSyntheticPlan(trx, count, day),
  },
  { name: 'groups', tables: ['groups', 'group_plans'], run: insertSyntheticGroups },
  { name: 'families', tables: ['families'], run: insertSyntheticFamilies },
  {
    name: 'accounts',
    tables: ['accounts'],
    run: (trx, { passwordHash }) => insertSyntheticAccounts(trx, passwordHash),
  },
  { name: 'members', tables: ['members'], run: insertSyntheticMembers },
  {
    name: 'preferences and policies',
    tables: ['member_preferences', 'registration_policies'],
    run: insertSyntheticPreferences,
  },
  {
    name: 'eligibility',
    tables: ['member_eligibility', 'family_eligibility', 'id_card_eligibility', 'pcp_eligibility'],
    run: insertSyntheticEligibility,
  },
  {
    name: 'products, eBill and programs',
    tables: ['family_products', 'ebill_status', 'program_enrollments'],
    run: insertSyntheticProducts,
  },
  { name: 'benefits', tables: ['benefit_tiers'], run: insertSyntheticBenefits },
  { name: 'limits', tables: ['limits'], run: insertSyntheticLimits },
  { name: 'claims', tables: ['claims', 'claim_service_lines'], run: insertSyntheticClaims },
  { name: 'EOBs', tables: ['eob_documents'], run: insertSyntheticEobs },
];

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
