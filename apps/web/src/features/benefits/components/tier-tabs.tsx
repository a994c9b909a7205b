import { getDefaultTier } from '@dash/domain';
import type { BenefitTierSummary } from '@dash/domain/api';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useBenefitWords } from './use-benefit-words';

interface TierTabsProps {
  readonly tiers: readonly BenefitTierSummary[];
  readonly children: (tier: BenefitTierSummary) => ReactNode;
}

/**
 * The network tiers as tabs (document 2 §4): tab1/innet 'In network', tab2/outnet 'Out-of-network';
 * the in-network tier first shown, else the first. Arrow keys, Home and End move between tabs.
 */
export function TierTabs({ tiers, children }: TierTabsProps) {
  const baseId = useId();
  const { t, tierLabel } = useBenefitWords();
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tiers.find((tier) => tier.tierId === chosen) ?? getDefaultTier(tiers);
  if (!selected) return null;
  const selectedIndex = tiers.indexOf(selected);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tiers.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + tiers.length) % tiers.length;
    const tier = tiers[index];
    if (!tier) return;
    setChosen(tier.tierId);
    tabs.current[index]?.focus();
  };

  return (
    <div className="tier-tabs">
      <div role="tablist" aria-label={t('tiers')} className="tier-tabs__list">
        {tiers.map((tier, index) => {
          const isSelected = tier === selected;
          return (
            <button
              key={tier.tierId}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="tier-tabs__tab"
              onClick={() => setChosen(tier.tierId)}
              onKeyDown={onKeyDown}
            >
              {tierLabel(tier)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selectedIndex}`}
        className="tier-tabs__panel"
      >
        {children(selected)}
      </div>
    </div>
  );
}
