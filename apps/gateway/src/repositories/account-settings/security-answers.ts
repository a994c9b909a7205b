import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredSecurity {
  readonly username: string;
  readonly answeredQuestionIds: number[];
  readonly version: number;
}

export interface HashedAnswer {
  readonly questionId: number;
  readonly answerHash: string;
}

export async function getSecurity(db: Kysely<Database>, accountId: number): Promise<StoredSecurity | null> {
  const account = await db
    .selectFrom('accounts')
    .select(['username', 'security_answers_version'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) return null;
  const answers = await db
    .selectFrom('security_answers')
    .select('question_id')
    .where('account_id', '=', accountId)
    .orderBy('question_id')
    .execute();
  return {
    username: account.username,
    answeredQuestionIds: answers.map((answer) => answer.question_id),
    version: account.security_answers_version,
  };
}

/**
 * Replaces the answers to the given questions in one transaction, only at the expected version:
 * true when written; otherwise nothing changed.
 */
export async function replaceSecurityAnswers(
  db: Kysely<Database>,
  accountId: number,
  answers: readonly HashedAnswer[],
  expectedVersion: number,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const bumped = await trx
      .updateTable('accounts')
      .set({ security_answers_version: sql<number>`security_answers_version + 1` })
      .where('account_id', '=', accountId)
      .where('security_answers_version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('security_answers')
      .values(
        answers.map((answer) => ({
          account_id: accountId,
          question_id: answer.questionId,
          answer_hash: answer.answerHash,
          answered_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'question_id']).doUpdateSet((eb) => ({
          answer_hash: eb.ref('excluded.answer_hash'),
          answered_at: eb.ref('excluded.answered_at'),
        })),
      )
      .execute();
    return true;
  });
}
