import { getShownMaximums, isMaximumShown } from '@dash/domain';
import type { Accumulator, BenefitCategoryParam, BenefitTierSummary } from '@dash/domain/api';
import { useId } from 'react';
import { Link } from 'react-router';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { AmountBar } from './amount-bar';
import { DentalServiceFacts } from './dental-service-facts';
import { useBenefitWords } from './use-benefit-words';

interface TierPanelProps {
  readonly category: BenefitCategoryParam;
  readonly tier: BenefitTierSummary;
  /** ?suffix=&asOfDate= for the links to the service pages. */
  readonly search: string;
}

/** The four accumulators in their order; each key is also its title's key in the catalogue. */
const ACCUMULATORS = [
  'individualDeductible',
  'familyDeductible',
  'individualOutOfPocket',
  'familyOutOfPocket',
] as const;

type Present = { total: number; met: number; remaining: number };
const isPresent = (value: Accumulator): value is Present =>
  value.total !== null && value.met !== null && value.remaining !== null;

/** A dental maximum's bar, with its family and individual amounts where the plan shows them. */
function MaximumBar({ maximum }: { readonly maximum: BenefitTierSummary['maximums'][number] }) {
  const { t, format } = useBenefitWords();
  const total = isMaximumShown(maximum.indivAmount) ? maximum.indivAmount : maximum.familyAmount;
  return (
    <AmountBar
      title={maximum.description}
      total={total ?? 0}
      met={maximum.met ?? 0}
      remaining={maximum.remaining ?? 0}
    >
      <dl className="benefits-facts">
        {isMaximumShown(maximum.familyAmount) ? (
          <div>
            <dt>{t('familyAmount')}</dt>
            <dd>{format.money(maximum.familyAmount ?? 0)}</dd>
          </div>
        ) : null}
        {isMaximumShown(maximum.indivAmount) ? (
          <div>
            <dt>{t('individualAmount')}</dt>
            <dd>{format.money(maximum.indivAmount ?? 0)}</dd>
          </div>
        ) : null}
      </dl>
      {maximum.detailDescription ? <p>{maximum.detailDescription}</p> : null}
    </AmountBar>
  );
}

/** One tier's summary (document 2 §3): deductibles and out-of-pocket, services, and for dental the maximums and services. */
export function TierPanel({ category, tier, search }: TierPanelProps) {
  const id = useId();
  const { t } = useBenefitWords();
  const accumulators = ACCUMULATORS.flatMap((key) => {
    const value = tier.oopDeductibles[key];
    return isPresent(value) ? [{ key, title: t(key), ...value }] : [];
  });
  const maximums = getShownMaximums(tier.maximums);
  return (
    <div className="stack">
      <section className="benefits-section" aria-labelledby={`${id}-deductibles`}>
        <h2 id={`${id}-deductibles`}>{t('deductibles')}</h2>
        {accumulators.length === 0 ? (
          <p>{t('notApplicable')}</p>
        ) : (
          <TileGrid minTileWidth="16rem">
            {accumulators.map((item) => (
              <AmountBar
                key={item.key}
                title={item.title}
                total={item.total}
                met={item.met}
                remaining={item.remaining}
              />
            ))}
          </TileGrid>
        )}
      </section>
      {maximums.length > 0 ? (
        <section className="benefits-section" aria-labelledby={`${id}-maximums`}>
          <h2 id={`${id}-maximums`}>{t('maximums')}</h2>
          <TileGrid minTileWidth="16rem">
            {maximums.map((maximum) => (
              <MaximumBar key={maximum.description} maximum={maximum} />
            ))}
          </TileGrid>
        </section>
      ) : null}
      {tier.services.length > 0 ? (
        <section className="benefits-section" aria-labelledby={`${id}-services`}>
          <h2 id={`${id}-services`}>{t('services')}</h2>
          <ul className="link-list">
            {tier.services.map((service) => (
              <li key={service.pageId}>
                <Link to={`${paths.benefitsServiceOf(service.url)}${search}`}>{service.pageDescription}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {category === 'dental' && tier.dentalServices.length > 0 ? (
        <section className="benefits-section" aria-labelledby={`${id}-dental-services`}>
          <h2 id={`${id}-dental-services`}>{t('dentalServices')}</h2>
          <TileGrid minTileWidth="16rem">
            {tier.dentalServices.map((service) => (
              <li key={service.code} className="card dental-service">
                <h3 className="dental-service__name">{service.name}</h3>
                <DentalServiceFacts service={service} />
                <Link to={`${paths.benefitsDentalDetailOf(tier.tierId, service.code)}${search}`}>
                  {t('serviceDetailLink', { name: service.name })}
                </Link>
              </li>
            ))}
          </TileGrid>
        </section>
      ) : null}
    </div>
  );
}
