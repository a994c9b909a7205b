import { API_PATHS, SecurityQuestionsResponse } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET security-questions (document 1 §7): the questions, those answered, the username and the version. */
export function getSecurityQuestions(signal?: AbortSignal): Promise<SecurityQuestionsResponse> {
  return apiRequest(API_PATHS.securityQuestions, { schema: SecurityQuestionsResponse, signal });
}

export const securityQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'security-questions'],
    queryFn: ({ signal }) => getSecurityQuestions(signal),
  });

export const useSecurityQuestions = () => useQuery(securityQuestionsQueryOptions());
