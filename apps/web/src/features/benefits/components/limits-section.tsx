import { getShownLimits } from '@dash/domain';
import type { Limit, ProductCategory } from '@dash/domain/api';
import { TileGrid } from '@/components/tile-grid';
import { AmountBar } from './amount-bar';
import { useBenefitWords } from './use-benefit-words';

/** As wide as a limit's three amounts side by side need (issue 36): three cards to a row at 1366 px. */
const LIMIT_CARD_MIN = '20rem';

interface LimitsSectionProps {
  readonly limits: readonly Limit[];
  readonly productCategory: ProductCategory;
}

/**
 * The category's limits (document 2 §3, §5): only valid ones; dental sorted Annual Limit first, then
 * 'Deductible - In Network', then the others; coverage type and the detailed description's header and body.
 */
export function LimitsSection({ limits, productCategory }: LimitsSectionProps) {
  const { t, networkLabel } = useBenefitWords();
  const shown = getShownLimits(limits, productCategory);
  return (
    <section className="benefits-section" aria-labelledby="benefit-limits">
      <h2 id="benefit-limits">{t('limits')}</h2>
      {shown.length === 0 ? (
        <p>{t('noLimits')}</p>
      ) : (
        <TileGrid minTileWidth={LIMIT_CARD_MIN}>
          {shown.map((limit, index) => (
            <AmountBar
              // biome-ignore lint/suspicious/noArrayIndexKey: limits carry no id; the order is the data's.
              key={`${limit.limitType}-${limit.coverageType}-${limit.networkTier}-${index}`}
              title={limit.limitType}
              total={limit.total ?? 0}
              met={limit.totalMet ?? 0}
              remaining={limit.totalRemaining ?? 0}
            >
              <dl className="benefits-facts">
                <div>
                  <dt>{t('coverageTypeLabel')}</dt>
                  <dd>{t(`coverageType.${limit.coverageType}`)}</dd>
                </div>
                <div>
                  <dt>{t('network')}</dt>
                  <dd>{networkLabel(limit.networkTier)}</dd>
                </div>
              </dl>
              {limit.detailedDescription.header || limit.detailedDescription.body ? (
                <div className="limit-description">
                  {limit.detailedDescription.header ? (
                    <p className="limit-description__header">{limit.detailedDescription.header}</p>
                  ) : null}
                  {limit.detailedDescription.body ? <p>{limit.detailedDescription.body}</p> : null}
                </div>
              ) : null}
            </AmountBar>
          ))}
        </TileGrid>
      )}
    </section>
  );
}
