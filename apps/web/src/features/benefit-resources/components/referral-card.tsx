import { formatIsoDate, BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import type { Referral } from '@dash/domain/api';

/** One referral: the provider it is to, for whom, its status, dates and visits. */
export function ReferralCard({ referral }: { referral: Referral }) {
  const valid = referral.endDate
    ? `${formatIsoDate(referral.startDate)} - ${formatIsoDate(referral.endDate)}`
    : formatIsoDate(referral.startDate);
  return (
    <li className="card resource-card">
      <h2 className="resource-card__title">{referral.providerName}</h2>
      {referral.providerSpecialty ? (
        <p className="resource-card__meta">{referral.providerSpecialty}</p>
      ) : null}
      <dl className="resource-facts">
        <div>
          <dt>{T.member}</dt>
          <dd>{referral.memberName}</dd>
        </div>
        <div>
          <dt>{T.status}</dt>
          <dd>{referral.statusDescription}</dd>
        </div>
        <div>
          <dt>{T.referralNumber}</dt>
          <dd>{referral.referralNumber}</dd>
        </div>
        <div>
          <dt>{T.validDates}</dt>
          <dd>{valid}</dd>
        </div>
        {referral.referringProviderName ? (
          <div>
            <dt>{T.referredBy}</dt>
            <dd>{referral.referringProviderName}</dd>
          </div>
        ) : null}
        {referral.visitsAuthorized !== null ? (
          <div>
            <dt>{T.visits}</dt>
            <dd>
              {referral.visitsUsed ?? 0} / {referral.visitsAuthorized}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
