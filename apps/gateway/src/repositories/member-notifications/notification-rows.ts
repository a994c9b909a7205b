import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberScope } from '../member-scope';

export interface NewMemberNotification {
  readonly memberKey: string;
  readonly kind: string;
  readonly occurredAt: Date;
  readonly outboxId: number | null;
}

export interface MemberNotificationRow {
  readonly notificationId: number;
  readonly kind: string;
  readonly occurredAt: Date;
  readonly readAt: Date | null;
}

export async function insertMemberNotification(
  executor: Kysely<Database>,
  row: NewMemberNotification,
): Promise<number> {
  const { notification_id } = await executor
    .insertInto('member_notifications')
    .values({
      member_key: row.memberKey,
      kind: row.kind,
      occurred_at: row.occurredAt,
      outbox_id: row.outboxId,
    })
    .returning('notification_id')
    .executeTakeFirstOrThrow();
  return notification_id;
}

/** The member's notifications, newest first: `limit` of them below `before` when given. */
export async function listMemberNotifications(
  db: Kysely<Database>,
  memberKey: string,
  page: { readonly before: number | null; readonly limit: number },
): Promise<MemberNotificationRow[]> {
  let query = db
    .selectFrom('member_notifications')
    .select(['notification_id', 'kind', 'occurred_at', 'read_at'])
    .where('member_key', '=', memberKey);
  if (page.before !== null) query = query.where('notification_id', '<', page.before);
  const rows = await query.orderBy('notification_id', 'desc').limit(page.limit).execute();
  return rows.map((row) => ({
    notificationId: Number(row.notification_id),
    kind: row.kind,
    occurredAt: row.occurred_at,
    readAt: row.read_at,
  }));
}

/**
 * The member's notifications not read yet (issue 39 §2): the one count of them. The shell runs it as
 * a sub-select of its one statement (the bell's count), the list and the marks with the member as a
 * parameter (the count after them), so the two never disagree.
 */
export function unreadNotificationsOf(db: Kysely<Database>, scope: Pick<MemberScope, 'memberKey'>) {
  return db
    .selectFrom('member_notifications as n')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('n.member_key', '=', scope.memberKey)
    .where('n.read_at', 'is', null);
}

export async function countUnreadMemberNotifications(
  db: Kysely<Database>,
  memberKey: string,
): Promise<number> {
  const row = await unreadNotificationsOf(db, { memberKey }).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks the member's notification read (the first time only); false when the member has no such one. */
export async function markMemberNotificationRead(
  db: Kysely<Database>,
  memberKey: string,
  notificationId: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('member_notifications')
    .select('notification_id')
    .where('member_key', '=', memberKey)
    .where('notification_id', '=', notificationId)
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('member_notifications')
    .set({ read_at: at })
    .where('notification_id', '=', notificationId)
    .where('read_at', 'is', null)
    .execute();
  return true;
}

export async function markAllMemberNotificationsRead(
  db: Kysely<Database>,
  memberKey: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('member_notifications')
    .set({ read_at: at })
    .where('member_key', '=', memberKey)
    .where('read_at', 'is', null)
    .execute();
}
