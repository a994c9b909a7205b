import { API_PATHS, type MedicareMaterialList } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';
import { HttpError } from '@/lib/http-error';

/**
 * GET medicare-materials (document 2 §7). A 403 gives an empty list (§6, §8); other failures are the
 * screen's to show (the global handling leaves this call alone).
 */
export async function getMedicareMaterials(call?: ApiCall): Promise<MedicareMaterialList> {
  try {
    return await apiRequest(API_PATHS.medicareMaterials, {
      schema: () => import('@dash/domain/api/benefit-resources').then((m) => m.MedicareMaterialList),
      ...through(call),
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return [];
    throw error;
  }
}

export const medicareMaterialsQueryOptions = () =>
  queryOptions({
    queryKey: ['medicare-materials'],
    queryFn: (call) => getMedicareMaterials(call),
  });

export const useMedicareMaterials = () => useQuery(medicareMaterialsQueryOptions());
