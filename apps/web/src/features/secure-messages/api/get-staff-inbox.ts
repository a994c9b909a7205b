import { API_PATHS, type ConversationStatus, type StaffInbox } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET staff/messages (issue 39 §1) with the staff token: a page (from 0) of the brand's conversations by status. */
export function getStaffInbox(
  staffToken: string,
  status: ConversationStatus,
  page: number,
  call?: ApiCall,
): Promise<StaffInbox> {
  const query = new URLSearchParams({ status, page: String(page) });
  return apiRequest(`${API_PATHS.staffMessages}?${query.toString()}`, {
    schema: () => import('@dash/domain/api/secure-messages').then((m) => m.StaffInbox),
    token: staffToken,
    globalErrorHandling: false,
    ...through(call),
  });
}

export const staffInboxQueryOptions = (staffToken: string, status: ConversationStatus, page = 0) =>
  queryOptions({
    queryKey: ['staff-messages', status, page],
    queryFn: (call) => getStaffInbox(staffToken, status, page, call),
    retry: false,
  });

export const useStaffInbox = (staffToken: string, status: ConversationStatus, page = 0) =>
  useQuery(staffInboxQueryOptions(staffToken, status, page));
