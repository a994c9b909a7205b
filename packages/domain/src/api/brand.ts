import { z } from 'zod';
import { DomainIdSchema } from './primitives';

/** What the SPA needs of its brand at load (docs/architecture.md "Brands"). */
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
  /** The brand's sentences in Spanish (issue 17): the web shows the language in use; the name stays. */
  translations: z.object({ es: z.object({ copyright: z.string(), legalText: z.string() }) }),
  /**
   * The chat vendor's address the chat gate accepts (document 1 §7); null: the gateway's own stand-in,
   * on the page's origin (the local default of ARCHITECTURE "Outside systems").
   */
  chatVendor: z.string().nullable(),
  cityInitiative: z
    .object({ advocatePhone: z.string(), advocateEmail: z.string(), customerServicePhone: z.string() })
    .nullable(),
});
export type BrandConfig = z.infer<typeof BrandConfig>;
