import type { ProviderEstimate } from '@dash/domain/api';
import { PhoneNumber } from '@/components/phone-number';
import { useFormat } from '@/lib/i18n/use-format';
import { costEstimatorTexts } from '../texts';

const SHARE_KEYS = {
  deductible: 'shareDeductible',
  copay: 'shareCopay',
  coinsurance: 'shareCoinsurance',
  aboveMaximum: 'shareAboveMaximum',
} as const;

/** What the member pays at this provider, in the plan's order, and what the plan pays (issue 38 §1). */
function EstimateFacts({
  estimate,
}: {
  readonly estimate: Extract<ProviderEstimate['estimate'], { kind: 'estimate' }>;
}) {
  const t = costEstimatorTexts.useTexts();
  const { money } = useFormat();
  const shares = (Object.keys(SHARE_KEYS) as (keyof typeof SHARE_KEYS)[]).filter(
    (kind) => estimate.member[kind] > 0,
  );
  return (
    <>
      <div className="estimate-card__total">
        <dt>{t('youPay')}</dt>
        <dd>{money(estimate.member.total)}</dd>
      </div>
      {shares.map((kind) => (
        <div key={kind} className="estimate-card__share">
          <dt>{t(SHARE_KEYS[kind])}</dt>
          <dd>{money(estimate.member[kind])}</dd>
        </div>
      ))}
      <div>
        <dt>{t('planPays')}</dt>
        <dd>{money(estimate.planPays)}</dd>
      </div>
    </>
  );
}

/** One in-network provider of the service: where it is, its negotiated rate and the member's estimate. */
export function ProviderEstimateCard({
  provider,
  phone,
}: {
  readonly provider: ProviderEstimate;
  readonly phone: string;
}) {
  const t = costEstimatorTexts.useTexts();
  const { money } = useFormat();
  const headingId = `estimate-${provider.providerId}`;
  const { estimate } = provider;
  return (
    <article className="card estimate-card" aria-labelledby={headingId}>
      <div className="estimate-card__header">
        <h4 id={headingId}>{provider.name}</h4>
        {provider.distance !== null ? (
          <p className="estimate-card__distance">{t('distance', { miles: provider.distance.toFixed(1) })}</p>
        ) : null}
      </div>
      {provider.address ? (
        <p className="estimate-card__address">
          {provider.address}
          {provider.phoneNumber ? (
            <>
              {' · '}
              <PhoneNumber phone={provider.phoneNumber} />
            </>
          ) : null}
        </p>
      ) : null}
      <dl className="facts facts--wrap estimate-card__facts">
        {provider.negotiatedRate !== null ? (
          <div>
            <dt>{t('negotiatedRate')}</dt>
            <dd>{money(provider.negotiatedRate)}</dd>
          </div>
        ) : null}
        {estimate.kind === 'estimate' ? <EstimateFacts estimate={estimate} /> : null}
      </dl>
      {estimate.kind === 'notCovered' ? <p className="estimate-card__note">{t('notCovered')}</p> : null}
      {estimate.kind === 'noEstimate' ? (
        <p className="estimate-card__note">
          {t('noEstimate')} <PhoneNumber phone={phone} />.
        </p>
      ) : null}
      {estimate.kind === 'estimate' && estimate.outOfPocketReached ? (
        <p className="estimate-card__note">{t('outOfPocketReached')}</p>
      ) : null}
      {estimate.kind === 'estimate' && estimate.annualMaximumReached ? (
        <p className="estimate-card__note">{t('annualMaximumReached')}</p>
      ) : null}
    </article>
  );
}
