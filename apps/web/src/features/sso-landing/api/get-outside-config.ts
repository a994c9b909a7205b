import { API_PATHS, type OutsideConfig } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** GET outside-config: where the sales-platform and CRM forms post (document 1 §4). */
export function getOutsideConfig(): Promise<OutsideConfig> {
  return apiRequest(API_PATHS.outsideConfig, {
    schema: () => import('@dash/domain/api/outside-config').then((m) => m.OutsideConfig),
  });
}
