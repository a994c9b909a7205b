import { z } from 'zod';
import { MEMBER_NOTIFICATION_KINDS } from '../member-notifications/member-notification-kinds';
import { DigitsParam } from './primitives';

export const MemberNotificationKind = z.enum(MEMBER_NOTIFICATION_KINDS);

/** One notification of the signed-in member (issue 39 §2): what happened, when, its link, and whether it is read. */
export const MemberNotification = z.object({
  notificationId: z.number().int().positive(),
  kind: MemberNotificationKind,
  isSecurity: z.boolean(),
  link: z.string(),
  occurredAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type MemberNotification = z.infer<typeof MemberNotification>;

/** GET member-notifications: newest first, a page at a time (`before` is the last id of the page seen). */
export const MemberNotificationsQuery = z.object({
  before: DigitsParam.pipe(z.number().int().positive()).optional(),
  limit: DigitsParam.pipe(z.number().int().min(1).max(50)).optional(),
});
export type MemberNotificationsQuery = z.infer<typeof MemberNotificationsQuery>;

export const MemberNotificationList = z.object({
  notifications: z.array(MemberNotification),
  unreadCount: z.number().int().min(0),
  /** The `before` of the next page, null on the last. */
  nextBefore: z.number().int().positive().nullable(),
});
export type MemberNotificationList = z.infer<typeof MemberNotificationList>;

export const MemberNotificationParams = z.object({
  notificationId: DigitsParam.pipe(z.number().int().positive()),
});

export const MemberNotificationUnread = z.object({ unreadCount: z.number().int().min(0) });
export type MemberNotificationUnread = z.infer<typeof MemberNotificationUnread>;
