import { EBILL_ALERT_TEXTS, MENU_ROUTES } from '@dash/domain';
import type { EbillFlags } from '@dash/domain/api';
import { Link } from 'react-router';
import { HomeBanner } from './home-banner';

/** The eBill alert banner (document 2 §2): a registered member views the bill, the others sign up. */
export function EbillAlertBanner({ ebill }: { ebill: EbillFlags }) {
  return (
    <HomeBanner tone="info" title={EBILL_ALERT_TEXTS.title}>
      <p className="alert__content">
        {ebill.ebillRegistered ? EBILL_ALERT_TEXTS.registered : EBILL_ALERT_TEXTS.unregistered}
      </p>
      <Link className="alert__link" to={MENU_ROUTES.ebill}>
        {ebill.ebillRegistered ? EBILL_ALERT_TEXTS.viewBill : EBILL_ALERT_TEXTS.signUp}
      </Link>
    </HomeBanner>
  );
}
