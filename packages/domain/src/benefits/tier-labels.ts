/** A benefit tier (document 2 §3 Benefit summary "tiers"). */
export interface BenefitTier {
  readonly name: string;
  readonly tierId: string;
}

/** The networks a tier id can mean; the screens put them in words ('In network', 'Out-of-network'). */
export type TierNetwork = 'inNetwork' | 'outOfNetwork';

/** tab1 and innet mean in network; tab2 and outnet mean out of network (document 2 §4). */
const TIER_IDS: Readonly<Record<string, TierNetwork>> = {
  tab1: 'inNetwork',
  innet: 'inNetwork',
  tab2: 'outOfNetwork',
  outnet: 'outOfNetwork',
};

/** The network a known tier id means; null for any other tier, which is shown by its own name. */
export function getTierNetwork(tier: BenefitTier): TierNetwork | null {
  return TIER_IDS[tier.tierId.toLowerCase()] ?? null;
}

/** The default tier is the in-network one, else the first (document 2 §4); null when there are none. */
export function getDefaultTier<T extends BenefitTier>(tiers: readonly T[]): T | null {
  return tiers.find((tier) => getTierNetwork(tier) === 'inNetwork') ?? tiers[0] ?? null;
}
