/** The outside vendors the dashboard links to whose local stand-ins the gateway serves. */
export type StandInVendor = 'ebill' | 'navitus';

/**
 * The stand-in pages' copy (ARCHITECTURE.md "Outside systems"): brand-neutral, and honest that no
 * vendor was reached, so a tester never mistakes them for the real site.
 */
export const VENDOR_STAND_IN_TEXTS = {
  titles: {
    ebill: 'eBill (local stand-in)',
    navitus: 'Pharmacy benefits (local stand-in)',
  } satisfies Record<StandInVendor, string>,
  vendors: {
    ebill: 'the online billing vendor',
    navitus: 'Navitus, the pharmacy benefit manager',
  } satisfies Record<StandInVendor, string>,
  standsIn: (vendor: string) =>
    `This page stands in for ${vendor}. No outside site was contacted; configure its address to use the real one.`,
  received: 'The dashboard sent these details:',
  nothingReceived: 'The dashboard sent no details.',
  secretReceived: 'received, not shown',
  back: 'Back to your Member Dashboard',
} as const;

/** Query names whose values are credentials: the stand-in says they arrived, never what they were. */
export function isSecretQueryName(name: string): boolean {
  return /token|secret|password|session|auth|key/i.test(name);
}
