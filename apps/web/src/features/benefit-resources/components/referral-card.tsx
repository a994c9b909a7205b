import type { Referral } from '@dash/domain/api';
import { useFormat } from '@/lib/i18n/use-format';
import { benefitResourcesTexts } from '../texts';

/** One referral: the provider it is to, for whom, its status, dates and visits. */
export function ReferralCard({ referral }: { referral: Referral }) {
  const t = benefitResourcesTexts.useTexts();
  const format = useFormat();
  const valid = referral.endDate
    ? t('dateRange', { start: format.date(referral.startDate), end: format.date(referral.endDate) })
    : format.date(referral.startDate);
  return (
    <li className="card resource-card">
      <h2 className="resource-card__title">{referral.providerName}</h2>
      {referral.providerSpecialty ? (
        <p className="resource-card__meta">{referral.providerSpecialty}</p>
      ) : null}
      <dl className="resource-facts">
        <div>
          <dt>{t('member')}</dt>
          <dd>{referral.memberName}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{referral.statusDescription}</dd>
        </div>
        <div>
          <dt>{t('referralNumber')}</dt>
          <dd>{referral.referralNumber}</dd>
        </div>
        <div>
          <dt>{t('validDates')}</dt>
          <dd>{valid}</dd>
        </div>
        {referral.referringProviderName ? (
          <div>
            <dt>{t('referredBy')}</dt>
            <dd>{referral.referringProviderName}</dd>
          </div>
        ) : null}
        {referral.visitsAuthorized !== null ? (
          <div>
            <dt>{t('visits')}</dt>
            <dd>
              {referral.visitsUsed ?? 0} / {referral.visitsAuthorized}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
