import { API_PATHS, type IdCardContents } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

export const idCardContentPath = (suffix: number) => `${API_PATHS.idCardContent}?suffix=${suffix}`;

/** GET idCard/content: a family member's cards as data, the HTML page of the pdf (issue 17). */
export function getIdCardContent(suffix: number, call?: ApiCall): Promise<IdCardContents> {
  return apiRequest(idCardContentPath(suffix), {
    schema: () => import('@dash/domain/api/id-card').then((m) => m.IdCardContents),
    ...through(call),
  });
}

export const idCardContentQueryOptions = (suffix: number) =>
  queryOptions({
    queryKey: ['idCard', 'content', suffix],
    queryFn: (call) => getIdCardContent(suffix, call),
  });

/** A suffix of the address as a number, or null when it is not one (0–99, digits only). */
export function parseSuffix(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/** Asks only for a suffix the address really names; null (not a suffix) asks nothing. */
export const useIdCardContent = (suffix: number | null) =>
  useQuery({ ...idCardContentQueryOptions(suffix ?? 0), enabled: suffix !== null });
