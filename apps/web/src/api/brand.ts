import { type BrandConfig, BrandConfigParser, FIRST_PAGE_API_PATHS } from '@dash/domain/api';
import { apiRequest } from '@/lib/api-client';

/** GET brand: the brand of this host, for a page the gateway did not inject it into (the Vite dev server). */
export function getBrand(): Promise<BrandConfig> {
  return apiRequest(FIRST_PAGE_API_PATHS.brand, { schema: BrandConfigParser, globalErrorHandling: false });
}
