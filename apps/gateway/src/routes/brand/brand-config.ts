import { type Brand, getLogoPath } from '@dash/domain';
import type { BrandConfig } from '@dash/domain/api';

/** The brand as the SPA receives it, with the deployment's chat vendor (null: the local stand-in). */
export function toBrandConfig(brand: Brand, chatVendor: string | undefined): BrandConfig {
  // The e-mail sender is the gateway's business only.
  const { emailSender: _sender, ...shown } = brand;
  return { ...shown, logoPath: getLogoPath(brand), chatVendor: chatVendor ?? null };
}
