import { useId } from 'react';
import { PhoneNumber } from '@/components/phone-number';
import { costEstimatorTexts } from '../texts';

/** The plain-language notice (issue 38 §1): an estimate, what may change it, balance billing, where to ask. */
export function EstimateNotice({ phone }: { readonly phone: string }) {
  const t = costEstimatorTexts.useTexts();
  const headingId = useId();
  return (
    <section className="card estimate-notice" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('noticeHeading')}</h3>
      <p>{t('noticeChanges')}</p>
      <p>{t('noticeBalanceBilling')}</p>
      <p>
        {t('noticeAsk')} <PhoneNumber phone={phone} />.
      </p>
    </section>
  );
}
