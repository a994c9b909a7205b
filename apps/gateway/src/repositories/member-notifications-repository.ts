import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findNotificationRecipient } from './member-notifications/notification-recipient';
import {
  countUnreadMemberNotifications,
  insertMemberNotification,
  listMemberNotifications,
  markAllMemberNotificationsRead,
  markMemberNotificationRead,
  type NewMemberNotification,
} from './member-notifications/notification-rows';

/**
 * Member notifications (migration 045, issue 39 §2), every read keyed by the session's member. The
 * writes take the caller's transaction, so a notification exists with the change it is about.
 */
export function createMemberNotificationsRepository(db: Kysely<Database>) {
  return {
    findRecipient: (by: Parameters<typeof findNotificationRecipient>[1], executor: Kysely<Database> = db) =>
      findNotificationRecipient(executor, by),
    add: (row: NewMemberNotification, executor: Kysely<Database> = db) =>
      insertMemberNotification(executor, row),
    list: (memberKey: string, page: { before: number | null; limit: number }) =>
      listMemberNotifications(db, memberKey, page),
    countUnread: (memberKey: string) => countUnreadMemberNotifications(db, memberKey),
    markRead: (memberKey: string, notificationId: number, at: Date) =>
      markMemberNotificationRead(db, memberKey, notificationId, at),
    markAllRead: (memberKey: string, at: Date) => markAllMemberNotificationsRead(db, memberKey, at),
  };
}

export type MemberNotificationsRepository = ReturnType<typeof createMemberNotificationsRepository>;
