import type { Generated } from 'kysely';

export type PriorAuthorizationStatus = 'APPROVED' | 'PENDING' | 'DENIED' | 'CANCELLED';

/** db/migrations/008_prior_authorizations.sql; dates travel as yyyy-mm-dd text. */
export interface PriorAuthorizationsTable {
  prior_authorization_id: Generated<number>;
  authorization_number: string;
  family_key: string;
  member_key: string;
  status: PriorAuthorizationStatus;
  service_description: string;
  provider_name: string;
  requested_date: string;
  decision_date: string | null;
  start_date: string | null;
  end_date: string | null;
  /** 042_provider_directory.sql: the billing code asked for, its code system, and how many units. */
  service_code: string | null;
  service_code_system: 'CPT' | 'CDT' | null;
  quantity: Generated<number>;
}

export interface PriorAuthorizationTables {
  prior_authorizations: PriorAuthorizationsTable;
}
