import { API_PATHS, type GroupSelectionRequest, type GroupSelectionResponse } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/**
 * POST group-selection (document 1 §4, §7): switches the sign-in to the account's member in that group,
 * with the temporary token mid-login (/group-selection) or the session token (/select-group). The
 * screens show its failures ('Failed to find group for current member'), so global handling stays out.
 */
export async function selectGroup(
  request: GroupSelectionRequest,
  token?: string,
): Promise<GroupSelectionResponse> {
  const contract = await import('@dash/domain/api/groups');
  return apiRequest(API_PATHS.groupSelection, {
    method: 'POST',
    body: contract.GroupSelectionRequest.parse(request),
    schema: contract.GroupSelectionResponse,
    globalErrorHandling: false,
    ...(token === undefined ? {} : { token }),
  });
}
