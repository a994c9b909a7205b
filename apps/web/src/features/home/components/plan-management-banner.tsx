import {
  type PlanManagementBanner as Banner,
  formatIsoDate,
  MENU_ROUTES,
  PLAN_MANAGEMENT_TEXTS,
} from '@dash/domain';
import { Link } from 'react-router';
import { HomeBanner } from './home-banner';

const date = (iso: string | null) => (iso ? formatIsoDate(iso) : null);

/** The plan-management banner (document 2 §2, §4): the renewal reminder, or which benefits end. */
export function PlanManagementBanner({ banner }: { banner: Banner }) {
  const link = (
    <Link className="alert__link" to={MENU_ROUTES.planManagement}>
      {PLAN_MANAGEMENT_TEXTS.link}
    </Link>
  );
  if (banner.kind === 'renewal') {
    return (
      <HomeBanner tone="info" title={PLAN_MANAGEMENT_TEXTS.renewalTitle}>
        <p className="alert__content">
          {PLAN_MANAGEMENT_TEXTS.renewal(banner.planYear, date(banner.openEnrollmentEnd))}
        </p>
        {link}
      </HomeBanner>
    );
  }
  return (
    <HomeBanner tone="warning" title={PLAN_MANAGEMENT_TEXTS.endingTitle}>
      <p className="alert__content">{PLAN_MANAGEMENT_TEXTS.ending(date(banner.endDate))}</p>
      <ul className="home-banner__list">
        {banner.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {link}
    </HomeBanner>
  );
}
