import { API_PATHS, GroupSelectionRequest, GroupSelectionResponse } from '@dash/domain/api';
import { apiRequest } from './api-client';

/**
 * POST group-selection (document 1 §4, §7): switches the sign-in to the account's member in that group,
 * with the temporary token mid-login (/group-selection) or the session token (/select-group). The
 * screens show its failures ('Failed to find group for current member'), so global handling stays out.
 */
export function selectGroup(request: GroupSelectionRequest, token?: string): Promise<GroupSelectionResponse> {
  return apiRequest(API_PATHS.groupSelection, {
    method: 'POST',
    body: GroupSelectionRequest.parse(request),
    schema: GroupSelectionResponse,
    globalErrorHandling: false,
    ...(token === undefined ? {} : { token }),
  });
}
