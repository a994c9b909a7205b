import { dataLoader } from '@/lib/route-queries';
import { memberNotificationsQueryOptions } from './api/get-member-notifications';
import { MemberNotificationsPage } from './components/member-notifications-page';

/** The first page of the member's notifications, server-rendered with the page. */
export const loader = dataLoader((client) =>
  client.ensureInfiniteQueryData(memberNotificationsQueryOptions()),
);

/** /notifications (issue 39 §2). */
export const Component = MemberNotificationsPage;
