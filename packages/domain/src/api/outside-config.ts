import { z } from 'zod';

/**
 * GET outside-config: the outside addresses the SPA posts to (document 1 §4, the two hidden forms).
 * Each is configurable and defaults to a local stand-in served by the gateway (ARCHITECTURE.md).
 */
export const OutsideConfig = z.object({
  salesPlatformSsoUrl: z.url(),
  /** Sent with the sales-platform form when set (document 1 §7: optional test environment). */
  salesPlatformTestEnvironment: z.string().nullable(),
  crmUrl: z.url(),
});
export type OutsideConfig = z.infer<typeof OutsideConfig>;

/** POST sso/sp-salesforce (document 1 §7): a form post of the token and an optional test environment. */
export const SalesPlatformSsoForm = z.object({
  token: z.string().min(1).max(4096),
  testEnvironment: z.string().max(64).optional(),
});
export type SalesPlatformSsoForm = z.infer<typeof SalesPlatformSsoForm>;

/**
 * The query a vendor stand-in page receives (document 2 §7: the eBill link's firsttime, theme,
 * dashboardlink and idptoken; the pharmacy link's own). Any names, bounded in number and size.
 */
export const VendorStandInQuery = z
  .record(z.string().max(64), z.union([z.string().max(2048), z.array(z.string().max(2048)).max(10)]))
  .refine((query) => Object.keys(query).length <= 20, 'Too many query parameters.');
export type VendorStandInQuery = z.infer<typeof VendorStandInQuery>;
