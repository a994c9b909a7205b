import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** db/migrations/013_recovery_tokens.sql */
export interface RecoveryTokensTable {
  /** SHA-256 of the e-mailed token, hex; the token itself is never stored. */
  token_hash: string;
  account_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  wrong_answers: Generated<number>;
  ended_at: Timestamp | null;
  end_reason: 'used' | 'replaced' | 'too-many-answers' | null;
}

export interface RecoveryTables {
  recovery_tokens: RecoveryTokensTable;
}
