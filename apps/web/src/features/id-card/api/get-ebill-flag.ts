import { API_PATHS } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

export type EbillFlagName = 'hasEbill' | 'ebillRegistered' | 'showEbillAlert';

/** GET ebill/hasEbill, ebill/ebillRegistered or ebill/showEbillAlert (document 2 §7): one flag. */
export function getEbillFlag(flag: EbillFlagName, call?: ApiCall): Promise<boolean> {
  return apiRequest(API_PATHS[flag], {
    schema: () => import('@dash/domain/api/member-data').then((m) => m.Flag),
    ...through(call),
  });
}

export const ebillFlagQueryOptions = (flag: EbillFlagName) =>
  queryOptions({ queryKey: ['ebill', flag], queryFn: (call) => getEbillFlag(flag, call) });

export const useEbillFlag = (flag: EbillFlagName, enabled = true) =>
  useQuery({ ...ebillFlagQueryOptions(flag), enabled });
