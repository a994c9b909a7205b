import type { ColumnType, Generated } from 'kysely';

/** Dates travel as yyyy-mm-dd text; timestamps as Date. */
type IsoDate = string;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface GroupsTable {
  group_key: string;
  group_id: string;
  group_name: string;
  parent_group_id: string | null;
  parent_group_name: string | null;
  domain_id: number;
  sales_platform: Generated<boolean>;
  group_type: Generated<string>;
  effective_date: IsoDate;
  termination_date: IsoDate | null;
}

export interface FamiliesTable {
  family_key: string;
  group_key: string;
  subscriber_id: string;
  domain_id: number;
  effective_date: IsoDate | null;
  hire_date: IsoDate | null;
  employee_id: string | null;
  is_local598: Generated<boolean>;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  phone_number: string | null;
  chat_host: string | null;
  chat_bus: string | null;
  chat_poc: string | null;
  display_chat: Generated<boolean>;
  chat_mapped_group_id: string | null;
  /** migrations/010: adds one on every address write (decision 012). */
  address_version: Generated<number>;
}

export interface AccountsTable {
  account_id: Generated<number>;
  domain_id: number;
  username: string;
  password_hash: string;
  status: Generated<string>;
  role: Generated<string>;
  display_name: string | null;
  created_at: Timestamp;
  password_changed_at: Timestamp | null;
  /** migrations/010: adds one on every change of the security answers (decision 012). */
  security_answers_version: Generated<number>;
  /** migrations/021: the language chosen with the shell's switch, null until one is (issue 17). */
  preferred_language: 'en' | 'es' | null;
}

export interface MembersTable {
  member_key: string;
  family_key: string;
  account_id: number | null;
  is_default_login: Generated<boolean>;
  member_suffix: number;
  first_name: string;
  last_name: string;
  relationship: string;
  relationship_description: string;
  date_of_birth: IsoDate;
  sex: string;
  sex_description: string;
  has_out_of_area_plan: Generated<boolean>;
  has_other_medical: Generated<boolean>;
  has_other_dental: Generated<boolean>;
  member_role: string | null;
  insurance_type: string | null;
  network_names: Generated<string[]>;
}

export interface LoginFailuresTable {
  domain_id: number;
  username: string;
  consecutive_failures: Generated<number>;
  locked_at: Timestamp | null;
  last_failure_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  attempt_id: Generated<number>;
  domain_id: number;
  username: string;
  succeeded: boolean;
  outcome: string;
  client_address: string | null;
  attempted_at: Timestamp;
}

export interface SessionsTable {
  session_id: string;
  account_id: number;
  member_key: string | null;
  kind: 'temporary' | 'session';
  role: string;
  issued_by_role: string | null;
  issued_by_account_id: number | null;
  chosen_group_id: string | null;
  prevent_sales_platform: Generated<boolean>;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** migrations/016: the browser's user agent and the brand, stamped once a token is issued (issue 15). */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  domain_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The member's second factor is still to answer (015_mfa.sql). */
  mfa_pending: Generated<boolean>;
}

export interface PasswordChangeAttemptsTable {
  account_id: number;
  window_started_at: Timestamp;
  attempts: number;
}

export interface AuditLogTable {
  audit_id: Generated<number>;
  occurred_at: Timestamp;
  action: string;
  actor_account_id: number | null;
  target_member_key: string | null;
  client_address: string | null;
  detail: ColumnType<unknown, string | undefined, string>;
}

type YesNo = 'Y' | 'N' | null;

export interface MemberPreferencesTable {
  member_key: string;
  email_address: string | null;
  electronic_eob: YesNo;
  email_breaking_news: YesNo;
  electronic_medicare_mailing: YesNo;
  email_payment_reminder: YesNo;
  email_autopay_withdrawal_reminder: YesNo;
  discontinue_paper_statements: YesNo;
  email_when_bill_ready: YesNo;
  email_ewp_notification: YesNo;
  show_ewp_landing_page: YesNo;
  relevant_preferences: Generated<string[]>;
  has_extended_policy: Generated<boolean>;
  updated_at: Timestamp;
  /** migrations/010: adds one on every write (decision 012). */
  version: Generated<number>;
}

export interface RegistrationPoliciesTable {
  member_key: string;
  is_communication_policy_signed: boolean | null;
  is_eeob_preference_consented: boolean | null;
  updated_at: Timestamp;
}

export interface CoreTables {
  member_preferences: MemberPreferencesTable;
  registration_policies: RegistrationPoliciesTable;
  groups: GroupsTable;
  families: FamiliesTable;
  accounts: AccountsTable;
  members: MembersTable;
  login_failures: LoginFailuresTable;
  login_attempts: LoginAttemptsTable;
  sessions: SessionsTable;
  password_change_attempts: PasswordChangeAttemptsTable;
  audit_log: AuditLogTable;
}
