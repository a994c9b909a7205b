import { API_PATHS, IdCardContents } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET idCard/content: a family member's cards as data, the HTML page of the pdf (issue 17). */
export function getIdCardContent(suffix: number, signal?: AbortSignal): Promise<IdCardContents> {
  return apiRequest(`${API_PATHS.idCardContent}?suffix=${suffix}`, { schema: IdCardContents, signal });
}

export const idCardContentQueryOptions = (suffix: number) =>
  queryOptions({
    queryKey: ['idCard', 'content', suffix],
    queryFn: ({ signal }) => getIdCardContent(suffix, signal),
  });

/** Asks only for a suffix the address really names; null (not a suffix) asks nothing. */
export const useIdCardContent = (suffix: number | null) =>
  useQuery({ ...idCardContentQueryOptions(suffix ?? 0), enabled: suffix !== null });
