import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Accepts a TOTP step once: only one later than the last accepted (no replay, no race). */
export async function useTotpStep(db: Kysely<Database>, accountId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('mfa_factors')
    .set({ last_totp_step: step })
    .where('account_id', '=', accountId)
    .where('method', '=', 'totp')
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

export async function useRecoveryCode(
  db: Kysely<Database>,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the e-mailed code once, while it has not expired. */
export async function useEmailCode(
  db: Kysely<Database>,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('mfa_email_codes')
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The account's one e-mailed code; a new one replaces the last. The e-mail that carries it is queued
 * in the same transaction (issue 36).
 */
export async function putEmailCode(
  db: Kysely<Database>,
  accountId: number,
  codeHash: string,
  now: Date,
  expiresAt: Date,
  alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mfa_email_codes')
      .values({ account_id: accountId, code_hash: codeHash, created_at: now, expires_at: expiresAt })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ code_hash: codeHash, created_at: now, expires_at: expiresAt }),
      )
      .execute();
    await alsoInTransaction?.(trx);
  });
}
