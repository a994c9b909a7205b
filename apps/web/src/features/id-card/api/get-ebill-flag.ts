import { API_PATHS, Flag } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type EbillFlagName = 'hasEbill' | 'ebillRegistered' | 'showEbillAlert';

/** GET ebill/hasEbill, ebill/ebillRegistered or ebill/showEbillAlert (document 2 §7): one flag. */
export function getEbillFlag(flag: EbillFlagName, signal?: AbortSignal): Promise<boolean> {
  return apiRequest(API_PATHS[flag], { schema: Flag, signal });
}

export const ebillFlagQueryOptions = (flag: EbillFlagName) =>
  queryOptions({ queryKey: ['ebill', flag], queryFn: ({ signal }) => getEbillFlag(flag, signal) });

export const useEbillFlag = (flag: EbillFlagName, enabled = true) =>
  useQuery({ ...ebillFlagQueryOptions(flag), enabled });
