import { EmptyState } from '@/components/empty-state';
import { ErrorNotice } from '@/components/error-notice';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMemberNotifications } from '../api/get-member-notifications';
import { useMarkRead } from '../api/mark-read';
import { memberNotificationsTexts } from '../texts';
import { NotificationItem } from './notification-item';

/**
 * /notifications (issue 39 §2): what happened to the member, newest first, unread ones marked, each
 * linking to what it is about; "Mark all as read" and older pages on request.
 */
export function MemberNotificationsPage() {
  const t = memberNotificationsTexts.useTexts();
  useDocumentTitle(t('title'));
  const query = useMemberNotifications();
  const markRead = useMarkRead();
  const pages = query.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const unreadCount = pages[0]?.unreadCount ?? 0;
  return (
    <PageLayout title={t('title')} width="narrow" busy={query.isPending}>
      <p>{t('intro')}</p>
      {query.isError ? null : query.isPending ? (
        <ListSkeleton label={t('title')} />
      ) : notifications.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <div className="notifications-summary">
            <p aria-live="polite">
              {unreadCount > 0 ? t('unreadCount', { count: unreadCount }) : t('allRead')}
            </p>
            {unreadCount > 0 ? (
              <button
                className="button"
                type="button"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(null)}
              >
                {t('markAllRead')}
              </button>
            ) : null}
          </div>
          <ErrorNotice message={markRead.isError ? t('markFailed') : null} />
          <ul className="notifications-list stack">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.notificationId}
                notification={notification}
                busy={markRead.isPending}
                onRead={(notificationId) => markRead.mutate(notificationId)}
              />
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              className="button"
              type="button"
              disabled={query.isFetchingNextPage}
              onClick={() => query.fetchNextPage()}
            >
              {t('showOlder')}
            </button>
          ) : null}
        </>
      )}
    </PageLayout>
  );
}
