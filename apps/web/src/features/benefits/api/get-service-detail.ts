import { API_PATHS, type BenefitCategoryParam, getApiPath, type ServiceDetail } from '@dash/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiCall, apiRequest, through } from '@/lib/api-client';

/** The address of GET benefits/services/{category}/{serviceId}?suffix. */
export function serviceDetailPath(category: BenefitCategoryParam, serviceId: string, suffix: number): string {
  return `${getApiPath(API_PATHS.benefitsServiceDetail, { category, serviceId })}?suffix=${suffix}`;
}

/** GET benefits/services/{category}/{serviceId}?suffix: the service detail of document 2 §3. */
export function getServiceDetail(
  category: BenefitCategoryParam,
  serviceId: string,
  suffix: number,
  call?: ApiCall,
): Promise<ServiceDetail> {
  return apiRequest(serviceDetailPath(category, serviceId, suffix), {
    schema: () => import('@dash/domain/api/benefits').then((m) => m.ServiceDetail),
    ...through(call),
  });
}

export const serviceDetailQueryOptions = (
  category: BenefitCategoryParam,
  serviceId: string,
  suffix: number,
) =>
  queryOptions({
    queryKey: ['benefits', 'service', category, serviceId, suffix],
    queryFn: (call) => getServiceDetail(category, serviceId, suffix, call),
  });

export const useServiceDetail = (
  category: BenefitCategoryParam,
  serviceId: string,
  suffix: number,
  enabled = true,
) => useQuery({ ...serviceDetailQueryOptions(category, serviceId, suffix), enabled });
