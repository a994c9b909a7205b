/** A benefit tier (document 2 §3 Benefit summary "tiers"). */
export interface BenefitTier {
  readonly name: string;
  readonly tierId: string;
}

export const TIER_LABELS = { inNetwork: 'In network', outOfNetwork: 'Out-of-network' } as const;

/** tab1 and innet mean in network; tab2 and outnet mean out of network (document 2 §4). */
const TIER_IDS: Readonly<Record<string, string>> = {
  tab1: TIER_LABELS.inNetwork,
  innet: TIER_LABELS.inNetwork,
  tab2: TIER_LABELS.outOfNetwork,
  outnet: TIER_LABELS.outOfNetwork,
};

/** The label of a tier: the known ids by their meaning, any other tier by its own name. */
export function getTierLabel(tier: BenefitTier): string {
  return TIER_IDS[tier.tierId.toLowerCase()] ?? tier.name;
}

/** The default tier is the in-network one, else the first (document 2 §4); null when there are none. */
export function getDefaultTier<T extends BenefitTier>(tiers: readonly T[]): T | null {
  return tiers.find((tier) => getTierLabel(tier) === TIER_LABELS.inNetwork) ?? tiers[0] ?? null;
}
