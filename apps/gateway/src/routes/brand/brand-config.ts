import { type Brand, getLogoPath } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';

/** The brand as the SPA receives it, with the deployment's chat vendor (null: the local stand-in). */
export function toBrandConfig(brand: Brand, chatVendor: string | undefined): BrandConfig {
  return { ...brand, logoPath: getLogoPath(brand), chatVendor: chatVendor ?? null };
}
