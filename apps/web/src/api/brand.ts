import { API_PATHS, type BrandConfig, BrandConfigParser } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** GET brand: the brand of this host, for a page the gateway did not inject it into (the Vite dev server). */
export function getBrand(): Promise<BrandConfig> {
  return apiRequest(API_PATHS.brand, { schema: BrandConfigParser, globalErrorHandling: false });
}
