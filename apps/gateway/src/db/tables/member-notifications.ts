import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** db/migrations/045_notifications.sql */
export interface MemberNotificationsTable {
  notification_id: Generated<number>;
  member_key: string;
  kind: string;
  occurred_at: Timestamp;
  read_at: Timestamp | null;
  outbox_id: number | null;
}

export interface MemberNotificationTables {
  member_notifications: MemberNotificationsTable;
}
