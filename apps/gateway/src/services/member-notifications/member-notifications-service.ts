import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberNotificationsRepository } from '../../repositories/member-notifications-repository';
import type { MailQueue } from '../mail/mail-queue';
import { createListNotifications } from './list-notifications';
import { createCountUnread, createMarkAllRead, createMarkRead } from './mark-read';
import { createRecordNotification } from './record-notification';

/** Member notifications (issue 39 §2): recording an event, the member's list, its unread count and marks. */
export function createMemberNotificationsService(deps: {
  readonly db: Kysely<Database>;
  readonly notifications: MemberNotificationsRepository;
  readonly mail: MailQueue;
  readonly now: () => Date;
}) {
  return {
    recorder: createRecordNotification(deps),
    list: createListNotifications(deps),
    countUnread: createCountUnread(deps),
    markRead: createMarkRead(deps),
    markAllRead: createMarkAllRead(deps),
  };
}

export type MemberNotificationsService = ReturnType<typeof createMemberNotificationsService>;
