import { type Brand, getLogoPath } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';

export function toBrandConfig(brand: Brand): BrandConfig {
  return { ...brand, logoPath: getLogoPath(brand) };
}
