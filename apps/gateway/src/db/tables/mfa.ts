import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** db/migrations/015_mfa.sql */
export interface MfaFactorsTable {
  account_id: number;
  method: 'totp' | 'email';
  /** AES-256-GCM ciphertext of the base32 secret (auth/secret-box.ts); null for e-mail. */
  totp_secret: string | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  last_totp_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MfaRecoveryCodesTable {
  account_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface MfaEmailCodesTable {
  account_id: number;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface MfaTables {
  mfa_factors: MfaFactorsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_email_codes: MfaEmailCodesTable;
}
