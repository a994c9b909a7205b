import type { ResetLinkEnd } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ResetLink {
  readonly accountId: number;
  /** The account's username, which the new password may not contain (issue 15). */
  readonly username: string;
  readonly domainId: number;
  readonly wrongAnswers: number;
  readonly expiresAt: Date;
  readonly endedAt: Date | null;
}

export interface NewResetLink {
  readonly accountId: number;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/**
 * A new link for the account; every earlier link still open ends ('replaced'), in one transaction,
 * with `alsoInTransaction` (the e-mail that carries the link is queued in it, issue 36).
 */
export async function replaceLink(
  db: Kysely<Database>,
  link: NewResetLink,
  alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('recovery_tokens')
      .set({ ended_at: link.createdAt, end_reason: 'replaced' })
      .where('account_id', '=', link.accountId)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .insertInto('recovery_tokens')
      .values({
        token_hash: link.tokenHash,
        account_id: link.accountId,
        created_at: link.createdAt,
        expires_at: link.expiresAt,
      })
      .execute();
    await alsoInTransaction?.(trx);
  });
}

export async function findLink(db: Kysely<Database>, tokenHash: string): Promise<ResetLink | null> {
  const row = await db
    .selectFrom('recovery_tokens as t')
    .innerJoin('accounts as a', 'a.account_id', 't.account_id')
    .select(['t.account_id', 'a.username', 'a.domain_id', 't.wrong_answers', 't.expires_at', 't.ended_at'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accountId: row.account_id,
    username: row.username,
    domainId: row.domain_id,
    wrongAnswers: row.wrong_answers,
    expiresAt: new Date(row.expires_at),
    endedAt: row.ended_at ? new Date(row.ended_at) : null,
  };
}

/** Ends a link still open, with the reason; false when it had ended already. */
export async function endLink(
  trx: Kysely<Database>,
  tokenHash: string,
  reason: ResetLinkEnd,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('recovery_tokens')
    .set({ ended_at: now, end_reason: reason })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
