import { z } from 'zod';
import { DomainIdSchema } from './primitives';

/** What the SPA needs of its brand at load (ARCHITECTURE.md "Brands"). */
export const BrandConfig = z.object({
  domainId: DomainIdSchema,
  name: z.string(),
  theme: z.string(),
  logoPath: z.string(),
  defaultRoute: z.string(),
  showAccountLinks: z.boolean(),
  showLoggedOutUtilityLinks: z.boolean(),
  redirectToLoginAfterLogout: z.boolean(),
  loginOn401: z.boolean(),
  showPartnerLinksOn401: z.boolean(),
  providerDashboardUrl: z.string(),
  customerServicePhone: z.string(),
  healthPlanContactUrl: z.string(),
  copyright: z.string(),
  legalText: z.string(),
  cityInitiative: z
    .object({ advocatePhone: z.string(), advocateEmail: z.string(), customerServicePhone: z.string() })
    .nullable(),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
