import type { CostEstimateResponse, MemberAccumulator, MemberAccumulators } from '@dash/domain/api';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/i18n/use-format';
import { costEstimatorTexts } from '../texts';

type Estimate = NonNullable<CostEstimateResponse['estimate']>;

const ACCUMULATOR_KEYS = {
  individualDeductible: 'deductibleIndividual',
  familyDeductible: 'deductibleFamily',
  individualOutOfPocket: 'outOfPocketIndividual',
  familyOutOfPocket: 'outOfPocketFamily',
  annualMaximum: 'annualMaximum',
} as const satisfies Record<keyof MemberAccumulators, string>;

const PREREQUISITES = {
  priorAuthorization: {
    text: 'prerequisitePriorAuthorization',
    link: 'startPriorAuthorization',
    to: paths.priorAuthorization,
  },
  referral: { text: 'prerequisiteReferral', link: 'startReferral', to: paths.referrals },
} as const;

/** The member's deductible, out-of-pocket and maximum so far, as the benefits page shows them. */
function Accumulators({ accumulators }: { readonly accumulators: MemberAccumulators }) {
  const t = costEstimatorTexts.useTexts();
  const { money } = useFormat();
  const headingId = useId();
  const shown = (Object.keys(ACCUMULATOR_KEYS) as (keyof MemberAccumulators)[]).filter(
    (key) => accumulators[key] !== null,
  );
  if (shown.length === 0) return null;
  const value = (accumulator: NonNullable<MemberAccumulator>) =>
    t('accumulatorValue', {
      met: money(accumulator.met),
      limit: money(accumulator.limit),
      remaining: money(accumulator.remaining),
    });
  return (
    <section aria-labelledby={headingId} className="estimate-accumulators">
      <h3 id={headingId}>{t('accumulatorsHeading')}</h3>
      <dl className="facts facts--wrap">
        {shown.map((key) => {
          const accumulator = accumulators[key];
          return accumulator ? (
            <div key={key}>
              <dt>{t(ACCUMULATOR_KEYS[key])}</dt>
              <dd>{value(accumulator)}</dd>
            </div>
          ) : null;
        })}
      </dl>
    </section>
  );
}

/**
 * The service estimated (issue 38 §1): its name and code, the plan's cost-sharing, what it includes,
 * what it needs first and where to start it, the out-of-network allowed amount, and the accumulators.
 */
export function EstimateSummary({ estimate }: { readonly estimate: Estimate }) {
  const t = costEstimatorTexts.useTexts();
  const { money, locale } = useFormat();
  const { service, costSharing } = estimate;
  const prerequisite = service.prerequisite ? PREREQUISITES[service.prerequisite] : null;
  return (
    <div className="stack estimate-summary">
      <h3 className="estimate-summary__service">
        {service.name[locale]}{' '}
        <span className="estimate-summary__code">
          ({t('serviceCode', { system: service.codeSystem, code: service.code })})
        </span>
      </h3>
      {costSharing.covered ? (
        <p>
          {costSharing.copay !== null
            ? t('costSharingCopay', { copay: money(costSharing.copay) })
            : t('costSharingCoinsurance', { percent: costSharing.coinsurancePercent ?? 0 })}{' '}
          {costSharing.deductibleApplies ? t('costSharingDeductible') : t('costSharingNoDeductible')}
        </p>
      ) : (
        <p>{t('notCovered')}</p>
      )}
      {service.bundledItems.length > 0 ? (
        <div>
          <h4>{t('includesHeading')}</h4>
          <ul className="estimate-summary__items">
            {service.bundledItems.map((item) => (
              <li key={item.en}>{item[locale]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {prerequisite ? (
        <p className="estimate-summary__prerequisite">
          {t(prerequisite.text)} <Link to={prerequisite.to}>{t(prerequisite.link)}</Link>
        </p>
      ) : null}
      <p>
        {estimate.outOfNetworkAllowed === null
          ? t('noOutOfNetwork')
          : t('outOfNetworkAllowed', { amount: money(estimate.outOfNetworkAllowed) })}
      </p>
      <Accumulators accumulators={estimate.accumulators} />
    </div>
  );
}
