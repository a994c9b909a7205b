import type { DentalService } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { benefitsTexts } from '../texts';

/**
 * A dental service's facts (document 2 §2: code, amount, incentive tiers, benefit limit) and its
 * description, as the tier's card and the service's detail page both show them. `lead`: facts the
 * page puts first (the detail page's network).
 */
export function DentalServiceFacts({ service, lead }: { service: DentalService; lead?: ReactNode }) {
  const t = benefitsTexts.useTexts();
  return (
    <>
      <dl className="benefits-facts">
        {lead}
        <div>
          <dt>{t('serviceCode')}</dt>
          <dd>{service.code}</dd>
        </div>
        <div>
          <dt>{t('serviceAmount')}</dt>
          <dd>{service.amount}</dd>
        </div>
        {service.incentiveTiers.length > 0 ? (
          <div>
            <dt>{t('incentiveTiers')}</dt>
            <dd>{service.incentiveTiers.join(', ')}</dd>
          </div>
        ) : null}
        {service.benefitLimit ? (
          <div>
            <dt>{t('benefitLimit')}</dt>
            <dd>{service.benefitLimit}</dd>
          </div>
        ) : null}
      </dl>
      {service.description ? <p>{service.description}</p> : null}
    </>
  );
}
