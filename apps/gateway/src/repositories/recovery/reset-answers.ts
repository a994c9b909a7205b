import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditRecovery, RECOVERY_ACTIONS } from './recovery-audit';
import { endLink } from './reset-links';

export interface WrongAnswer {
  readonly tokenHash: string;
  readonly accountId: number;
  readonly endsLink: boolean;
  readonly clientAddress: string | null;
  readonly now: Date;
}

/** The question a reset asks: the account's first answered one, and its stored hash. */
export async function findSecurityAnswer(
  db: Kysely<Database>,
  accountId: number,
): Promise<{ questionId: number; answerHash: string } | null> {
  const row = await db
    .selectFrom('security_answers')
    .select(['question_id', 'answer_hash'])
    .where('account_id', '=', accountId)
    .orderBy('question_id')
    .limit(1)
    .executeTakeFirst();
  return row ? { questionId: row.question_id, answerHash: row.answer_hash } : null;
}

/**
 * Counts one answer on a usable link before it is checked, in one atomic update, so parallel
 * guesses can never exceed the limit; returns the count, or null when the link is not usable.
 */
export async function countAnswer(
  db: Kysely<Database>,
  tokenHash: string,
  limit: number,
  now: Date,
): Promise<{ accountId: number; count: number } | null> {
  const row = await db
    .updateTable('recovery_tokens')
    .set((eb) => ({ wrong_answers: eb('wrong_answers', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_answers', '<', limit)
    .returning(['account_id', 'wrong_answers'])
    .executeTakeFirst();
  return row ? { accountId: row.account_id, count: row.wrong_answers } : null;
}

/** A wrong answer stays counted; at the limit the link ends. Audited either way. */
export async function recordWrongAnswer(db: Kysely<Database>, change: WrongAnswer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (change.endsLink) await endLink(trx, change.tokenHash, 'too-many-answers', change.now);
    await auditRecovery(
      trx,
      RECOVERY_ACTIONS.resetWrongAnswer,
      change.accountId,
      change.clientAddress,
      change.now,
      {
        endsLink: change.endsLink,
      },
    );
  });
}
