import type { DomainId } from '@dash/domain';
import { API_PATHS, getApiPath } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';
import type { Fetch } from '@/server/load-context';

/**
 * GET message/calendar/domain/{domainId} (document 1 §7): the brand's holiday calendar HTML. The page
 * still shows its contacts when the calendar is unavailable, so a failure is left to the page. A server
 * render sends it with `fetch`, so the page is sent with its calendar.
 */
export function getCalendar(domainId: DomainId, fetch?: Fetch): Promise<string> {
  return apiRequest(getApiPath(API_PATHS.calendarOfDomain, { domainId }), {
    schema: () => import('@dash/domain/api/calendar').then((m) => m.CalendarHtml),
    globalErrorHandling: false,
    fetch,
  });
}
