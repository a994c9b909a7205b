import { BENEFITS_TEXTS } from '@dash/domain';
import type { DentalService } from '@dash/domain/api';
import type { ReactNode } from 'react';

/**
 * A dental service's facts (document 2 §2: code, amount, incentive tiers, benefit limit) and its
 * description, as the tier's card and the service's detail page both show them. `lead`: facts the
 * page puts first (the detail page's network).
 */
export function DentalServiceFacts({ service, lead }: { service: DentalService; lead?: ReactNode }) {
  return (
    <>
      <dl className="benefits-facts">
        {lead}
        <div>
          <dt>{BENEFITS_TEXTS.serviceCode}</dt>
          <dd>{service.code}</dd>
        </div>
        <div>
          <dt>{BENEFITS_TEXTS.serviceAmount}</dt>
          <dd>{service.amount}</dd>
        </div>
        {service.incentiveTiers.length > 0 ? (
          <div>
            <dt>{BENEFITS_TEXTS.incentiveTiers}</dt>
            <dd>{service.incentiveTiers.join(', ')}</dd>
          </div>
        ) : null}
        {service.benefitLimit ? (
          <div>
            <dt>{BENEFITS_TEXTS.benefitLimit}</dt>
            <dd>{service.benefitLimit}</dd>
          </div>
        ) : null}
      </dl>
      {service.description ? <p>{service.description}</p> : null}
    </>
  );
}
