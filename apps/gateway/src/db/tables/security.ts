import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** migrations/004_security_questions.sql */
export interface SecurityAnswersTable {
  account_id: number;
  question_id: number;
  /** argon2 of normalizeSecurityAnswer(answer) (auth/security-answer.ts). */
  answer_hash: string;
  answered_at: Timestamp;
}

export interface SecurityTables {
  security_answers: SecurityAnswersTable;
}
