import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** pending: a single-attempt send from before the queue (migration 040), never settled. */
export type OutboxStatus = 'pending' | 'queued' | 'retrying' | 'sent' | 'kept' | 'failed';

/** db/migrations/006_outbox.sql */
export interface OutboxTable {
  outbox_id: Generated<number>;
  kind: string;
  domain_id: number;
  member_key: string | null;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  error: string | null;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  updated_at: Timestamp | null;
}

export interface MailTables {
  outbox: OutboxTable;
}
