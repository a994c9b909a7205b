import { API_PATHS, type ConversationStatus, StaffInbox } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET staff/messages (issue 39 §1) with the staff token: the brand's conversations by status. */
export function getStaffInbox(
  staffToken: string,
  status: ConversationStatus,
  call?: ApiCall,
): Promise<StaffInbox> {
  return apiRequest(`${API_PATHS.staffMessages}?status=${status}`, {
    schema: StaffInbox,
    token: staffToken,
    globalErrorHandling: false,
    ...through(call),
  });
}

export const staffInboxQueryOptions = (staffToken: string, status: ConversationStatus) =>
  queryOptions({
    queryKey: ['staff-messages', status],
    queryFn: (call) => getStaffInbox(staffToken, status, call),
    retry: false,
  });

export const useStaffInbox = (staffToken: string, status: ConversationStatus) =>
  useQuery(staffInboxQueryOptions(staffToken, status));
