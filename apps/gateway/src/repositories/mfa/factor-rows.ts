import type { MfaMethod } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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

export async function findFactor(db: Kysely<Database>, accountId: number): Promise<StoredFactor | null> {
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
}

/** The method of a confirmed factor, or null: what the sign-in asks for. */
export async function findConfirmedMethod(
  db: Kysely<Database>,
  accountId: number,
): Promise<MfaMethod | null> {
  const row = await db
    .selectFrom('mfa_factors')
    .select('method')
    .where('account_id', '=', accountId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row?.method ?? null;
}

export async function findOwner(db: Kysely<Database>, accountId: number): Promise<FactorOwner | null> {
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
}
