import type { MfaMethod } from '@dash/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredFactor {
  readonly method: MfaMethod;
  /** Sealed (auth/secret-box.ts); null for e-mail. */
  readonly sealedSecret: string | null;
  readonly confirmedAt: Date | null;
  readonly createdAt: Date;
  readonly lastTotpStep: number | null;
}

/** Who a second factor belongs to: the lockout's key and where an e-mailed code goes. */
export interface FactorOwner {
  readonly accountId: number;
  readonly domainId: number;
  readonly username: string;
  readonly memberKey: string | null;
  readonly email: string | null;
}

/**
 * The rows of multi-factor sign-in (issue 15, 015_mfa.sql). Every "use" is one statement that
 * succeeds for exactly one caller (a TOTP step, a recovery code, an e-mailed code), so two parallel
 * requests with the same code cannot both get in.
 */
export function createMfaRepository(db: Kysely<Database>) {
  return {
    async findFactor(accountId: number): Promise<StoredFactor | null> {
      const row = await db
        .selectFrom('mfa_factors')
        .select(['method', 'totp_secret', 'confirmed_at', 'created_at', 'last_totp_step'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        method: row.method,
        sealedSecret: row.totp_secret,
        confirmedAt: row.confirmed_at,
        createdAt: row.created_at,
        lastTotpStep: row.last_totp_step === null ? null : Number(row.last_totp_step),
      };
    },

    /** The method of a confirmed factor, or null: what the sign-in asks for. */
    async findConfirmedMethod(accountId: number): Promise<MfaMethod | null> {
      const row = await db
        .selectFrom('mfa_factors')
        .select('method')
        .where('account_id', '=', accountId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      return row?.method ?? null;
    },

    async findOwner(accountId: number): Promise<FactorOwner | null> {
      const row = await db
        .selectFrom('accounts as a')
        .leftJoin('members as m', (join) =>
          join.onRef('m.account_id', '=', 'a.account_id').on('m.is_default_login', '=', true),
        )
        .leftJoin('member_preferences as p', 'p.member_key', 'm.member_key')
        .select(['a.account_id', 'a.domain_id', 'a.username', 'm.member_key', 'p.email_address'])
        .where('a.account_id', '=', accountId)
        .orderBy('m.member_key')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        accountId: row.account_id,
        domainId: row.domain_id,
        username: row.username,
        memberKey: row.member_key,
        email: row.email_address,
      };
    },

    /**
     * Starts an enrolment, replacing one not yet confirmed; answers false (and changes nothing) when
     * a confirmed factor is there.
     */
    async startEnrolment(accountId: number, method: MfaMethod, sealedSecret: string | null, now: Date) {
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
    },

    /** Accepts a TOTP step once: only one later than the last accepted (no replay, no race). */
    async useTotpStep(accountId: number, step: number): Promise<boolean> {
      const row = await db
        .updateTable('mfa_factors')
        .set({ last_totp_step: step })
        .where('account_id', '=', accountId)
        .where('method', '=', 'totp')
        .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
        .returning('account_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Turns a started enrolment on and stores its recovery codes, all or nothing; false when there is
     * no enrolment started after `startedAfter`.
     */
    async confirmEnrolment(
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
    },

    /** Turns it off: the factor, its recovery codes and any e-mailed code, all or nothing. */
    async remove(accountId: number): Promise<boolean> {
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
    },

    async countRecoveryCodesLeft(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('mfa_recovery_codes')
        .select(sql<number>`count(*)::int`.as('left'))
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.left);
    },

    async useRecoveryCode(accountId: number, codeHash: string, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('mfa_recovery_codes')
        .set({ used_at: now })
        .where('account_id', '=', accountId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('account_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The account's one e-mailed code; a new one replaces the last. */
    /** The new code, and the e-mail that carries it queued in the same transaction (issue 36). */
    async putEmailCode(
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
            oc
              .column('account_id')
              .doUpdateSet({ code_hash: codeHash, created_at: now, expires_at: expiresAt }),
          )
          .execute();
        await alsoInTransaction?.(trx);
      });
    },

    /** Uses the e-mailed code once, while it has not expired. */
    async useEmailCode(accountId: number, codeHash: string, now: Date): Promise<boolean> {
      const row = await db
        .deleteFrom('mfa_email_codes')
        .where('account_id', '=', accountId)
        .where('code_hash', '=', codeHash)
        .where('expires_at', '>', now)
        .returning('account_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
