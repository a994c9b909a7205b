import { type PlanManagementBanner as Banner, MENU_ROUTES } from '@dash/domain';
import { Link } from 'react-router';
import { useCategoryName } from '@/components/category-name';
import { useFormat } from '@/lib/i18n/use-format';
import { homeTexts } from '../texts';
import { HomeBanner } from './home-banner';

/** The renewal reminder's sentence: with or without the plan year, with or without the end date. */
function renewalKey(hasYear: boolean, hasDate: boolean) {
  if (hasYear) return hasDate ? 'planRenewalYearDate' : 'planRenewalYear';
  return hasDate ? 'planRenewalUpcomingDate' : 'planRenewalUpcoming';
}

/** The plan-management banner (document 2 §2, §4): the renewal reminder, or which benefits end. */
export function PlanManagementBanner({ banner }: { banner: Banner }) {
  const t = homeTexts.useTexts();
  const categoryName = useCategoryName();
  const format = useFormat();
  const link = (
    <Link className="alert__link" to={MENU_ROUTES.planManagement}>
      {t('planLink')}
    </Link>
  );
  if (banner.kind === 'renewal') {
    const { planYear, openEnrollmentEnd } = banner;
    const values = {
      year: String(planYear ?? ''),
      date: openEnrollmentEnd ? format.date(openEnrollmentEnd) : '',
    };
    return (
      <HomeBanner tone="info" title={t('planRenewalTitle')}>
        <p className="alert__content">
          {t(renewalKey(planYear !== null, openEnrollmentEnd !== null), values)}
        </p>
        {link}
      </HomeBanner>
    );
  }
  return (
    <HomeBanner tone="warning" title={t('planEndingTitle')}>
      <p className="alert__content">
        {banner.endDate ? t('planEndingDate', { date: format.date(banner.endDate) }) : t('planEnding')}
      </p>
      <ul className="home-banner__list">
        {banner.benefits.map((benefit) => (
          <li key={benefit}>{categoryName(benefit)}</li>
        ))}
      </ul>
      {link}
    </HomeBanner>
  );
}
