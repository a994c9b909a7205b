import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** db/migrations/019_smart_app_grants.sql: one member's consent to one app, on one brand. */
export interface SmartGrantsTable {
  grant_id: string;
  account_id: number;
  member_key: string;
  domain_id: number;
  client_id: string;
  scope: string;
  created_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface SmartAuthorizationCodesTable {
  /** SHA-256 of the code, hex; the code itself is never stored. */
  code_hash: string;
  grant_id: string;
  redirect_uri: string;
  code_challenge: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SmartTokensTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  grant_id: string;
  kind: 'access' | 'refresh';
  created_at: Timestamp;
  expires_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface SmartTables {
  smart_grants: SmartGrantsTable;
  smart_authorization_codes: SmartAuthorizationCodesTable;
  smart_tokens: SmartTokensTable;
}
