import { API_PATHS, type SecurityQuestionsResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** GET security-questions (document 1 §7): the questions, those answered, the username and the version. */
export function getSecurityQuestions(call?: ApiCall): Promise<SecurityQuestionsResponse> {
  return apiRequest(API_PATHS.securityQuestions, {
    schema: () => import('@dash/domain/api/account-area').then((m) => m.SecurityQuestionsResponse),
    ...through(call),
  });
}

export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security-questions'],
    queryFn: (call) => getSecurityQuestions(call),
  });

export const useSecurityQuestions = () => useQuery(securityQuestionsQueryOptions());
