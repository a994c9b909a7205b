import { MENU_ROUTES } from '@dash/domain';
import type { EbillFlags } from '@dash/domain/api';
import { Link } from 'react-router';
import { homeTexts } from '../texts';
import { HomeBanner } from './home-banner';

/** The eBill alert banner (document 2 §2): a registered member views the bill, the others sign up. */
export function EbillAlertBanner({ ebill }: { ebill: EbillFlags }) {
  const t = homeTexts.useTexts();
  return (
    <HomeBanner tone="info" title={t('ebillTitle')}>
      <p className="alert__content">{t(ebill.ebillRegistered ? 'ebillRegistered' : 'ebillUnregistered')}</p>
      <Link className="alert__link" to={MENU_ROUTES.ebill}>
        {t(ebill.ebillRegistered ? 'ebillViewBill' : 'ebillSignUp')}
      </Link>
    </HomeBanner>
  );
}
