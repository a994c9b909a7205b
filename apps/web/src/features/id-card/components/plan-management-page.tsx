import { getPlanManagementBanner } from '@dash/domain';
import type { PlanManagementDetails } from '@dash/domain/api';
import { useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { useCategoryName } from '@/components/category-name';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useFormat } from '@/lib/i18n/use-format';
import { usePlanManagement } from '../api/get-plan-management';
import { idCardTexts, renewalKey } from '../texts';
import { PlanCancellation } from './plan-cancellation';

function PlanStatus({ details, now }: { details: PlanManagementDetails; now: Date }) {
  const t = idCardTexts.useTexts();
  const categoryName = useCategoryName();
  const format = useFormat();
  const banner = getPlanManagementBanner(details, now);
  if (banner === null) return <p>{t('planNoReminder')}</p>;
  if (banner.kind === 'renewal') {
    const { planYear, openEnrollmentEnd } = banner;
    const content = t(renewalKey(planYear !== null, openEnrollmentEnd !== null), {
      year: String(planYear ?? ''),
      date: openEnrollmentEnd ? format.date(openEnrollmentEnd) : '',
    });
    return <Alert alert={{ type: 'info', title: t('planRenewalTitle'), content, canDismiss: false }} />;
  }
  const content = banner.endDate
    ? t('planEndingDate', { date: format.date(banner.endDate) })
    : t('planEnding');
  return (
    <Alert alert={{ type: 'warning', title: t('planEndingTitle'), content, canDismiss: false }}>
      <ul>
        {banner.benefits.map((benefit) => (
          <li key={benefit}>{categoryName(benefit)}</li>
        ))}
      </ul>
    </Alert>
  );
}

function PlanFacts({ details }: { details: PlanManagementDetails }) {
  const t = idCardTexts.useTexts();
  const format = useFormat();
  const date = (iso: string | null) => (iso ? format.date(iso) : null);
  const end = date(details.coverageEndDateUponCancellation);
  const start = date(details.coverageStartDateUponRenewal);
  const cancelled = details.directPlanCancellationStatus !== null;
  return (
    <ul className="link-list">
      {details.currentPlanYear !== null ? (
        <li>{t('planYear', { year: String(details.currentPlanYear) })}</li>
      ) : null}
      {end ? <li>{t(cancelled ? 'planCoverageEnds' : 'planCancellationEnd', { date: end })}</li> : null}
      {start && !cancelled ? <li>{t('planRenewalStart', { date: start })}</li> : null}
    </ul>
  );
}

function ShopLinks({ details }: { details: PlanManagementDetails }) {
  const t = idCardTexts.useTexts();
  const links = [
    details.directShopUrl ? { href: details.directShopUrl, label: t('planShop') } : null,
    details.exchangeUrl
      ? { href: details.exchangeUrl, label: details.exchangeUrlLabel ?? details.exchangeUrl }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="link-list link-list--inline">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} note={t('opensInNewTab')}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function PlanSkeleton() {
  const t = idCardTexts.useTexts();
  return (
    <div className="stack" role="status" aria-label={t('planLoading')}>
      <span className="visually-hidden">{t('planLoading')}</span>
      <span className="skeleton skeleton--title" aria-hidden="true" />
      <span className="skeleton skeleton--line" aria-hidden="true" />
      <span className="skeleton skeleton--line" aria-hidden="true" />
    </div>
  );
}

/**
 * The plan management page, "Manage your plan" (document 2 §3, §4, §7): the renewal reminder (until the
 * open enrollment end) or which benefits end (M medical, D medical and dental), the coverage end upon
 * cancellation and start upon renewal, the direct shop and exchange links, and cancelling with a modal.
 */
export function PlanManagementPage() {
  const t = idCardTexts.useTexts();
  useDocumentTitle(t('planTitle'));
  const plan = usePlanManagement();
  const shell = useShell();
  if (plan.isError) {
    if (plan.error instanceof HttpError) return null;
    throw plan.error;
  }
  const details = plan.data;
  return (
    <PageLayout title={t('planTitle')} busy={plan.isPending}>
      {plan.isPending ? (
        <PlanSkeleton />
      ) : !details?.eligibleAndActive ? (
        <p>{t('planNotAvailable')}</p>
      ) : (
        <div className="stack">
          <PlanStatus details={details} now={new Date()} />
          <PlanFacts details={details} />
          <ShopLinks details={details} />
          {shell.data?.memberSuffix === 0 ? (
            <PlanCancellation details={details} />
          ) : shell.data ? (
            <p>{t('planOnlySubscriber')}</p>
          ) : null}
        </div>
      )}
    </PageLayout>
  );
}
