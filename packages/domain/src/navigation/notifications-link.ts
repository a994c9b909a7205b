/** The member notifications page (issue 39 §2), reached from the shell on every width. */
export const MEMBER_NOTIFICATIONS_ROUTE = '/notifications';

/** The count the shell's link shows: nothing at zero, "99+" past 99 so the row keeps its width. */
export function getUnreadBadge(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 99 ? '99+' : String(unreadCount);
}
