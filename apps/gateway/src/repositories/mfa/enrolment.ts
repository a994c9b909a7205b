import type { MfaMethod } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Starts an enrolment, replacing one not yet confirmed; returns false (and changes nothing) when
 * a confirmed factor is there.
 */
export async function startEnrolment(
  db: Kysely<Database>,
  accountId: number,
  method: MfaMethod,
  sealedSecret: string | null,
  now: Date,
) {
  const row = await db
    .insertInto('mfa_factors')
    .values({ account_id: accountId, method, totp_secret: sealedSecret, created_at: now })
    .onConflict((oc) =>
      oc
        .column('account_id')
        .doUpdateSet({ method, totp_secret: sealedSecret, created_at: now, last_totp_step: null })
        .where('mfa_factors.confirmed_at', 'is', null),
    )
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns a started enrolment on and stores its recovery codes, all or nothing; false when there is
 * no enrolment started after `startedAfter`.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  accountId: number,
  recoveryHashes: readonly string[],
  startedAfter: Date,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('mfa_factors')
      .set({ confirmed_at: now })
      .where('account_id', '=', accountId)
      .where('confirmed_at', 'is', null)
      .where('created_at', '>', startedAfter)
      .returning('account_id')
      .executeTakeFirst();
    if (!confirmed) return false;
    await trx.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('mfa_recovery_codes')
      .values(recoveryHashes.map((code_hash) => ({ account_id: accountId, code_hash })))
      .execute();
    return true;
  });
}

/** Turns it off: the factor, its recovery codes and any e-mailed code, all or nothing. */
export async function removeFactor(db: Kysely<Database>, accountId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('mfa_factors')
      .where('account_id', '=', accountId)
      .returning('confirmed_at')
      .executeTakeFirst();
    await trx.deleteFrom('mfa_recovery_codes').where('account_id', '=', accountId).execute();
    await trx.deleteFrom('mfa_email_codes').where('account_id', '=', accountId).execute();
    return removed?.confirmed_at != null;
  });
}
