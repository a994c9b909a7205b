import {
  formatIsoDate,
  getPlanManagementBanner,
  PLAN_MANAGEMENT_TEXTS,
  PLAN_MANAGEMENT_PAGE_TEXTS as TEXTS,
} from '@dash/domain';
import type { PlanManagementDetails } from '@dash/domain/api';
import { useShell } from '@/api/shell';
import { Alert } from '@/components/alert';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { usePlanManagement } from '../api/get-plan-management';
import { PlanCancellation } from './plan-cancellation';

const date = (iso: string | null) => (iso ? formatIsoDate(iso) : null);

function PlanStatus({ details, now }: { details: PlanManagementDetails; now: Date }) {
  const banner = getPlanManagementBanner(details, now);
  if (banner === null) return <p>{TEXTS.noReminder}</p>;
  if (banner.kind === 'renewal') {
    const content = PLAN_MANAGEMENT_TEXTS.renewal(banner.planYear, date(banner.openEnrollmentEnd));
    return (
      <Alert
        alert={{ type: 'info', title: PLAN_MANAGEMENT_TEXTS.renewalTitle, content, canDismiss: false }}
      />
    );
  }
  const content = PLAN_MANAGEMENT_TEXTS.ending(date(banner.endDate));
  return (
    <Alert alert={{ type: 'warning', title: PLAN_MANAGEMENT_TEXTS.endingTitle, content, canDismiss: false }}>
      <ul>
        {banner.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </Alert>
  );
}

function PlanFacts({ details }: { details: PlanManagementDetails }) {
  const end = date(details.coverageEndDateUponCancellation);
  const start = date(details.coverageStartDateUponRenewal);
  const cancelled = details.directPlanCancellationStatus !== null;
  return (
    <ul className="link-list">
      {details.currentPlanYear !== null ? <li>{TEXTS.planYear(details.currentPlanYear)}</li> : null}
      {end ? <li>{cancelled ? TEXTS.coverageEnds(end) : TEXTS.cancellationEnd(end)}</li> : null}
      {start && !cancelled ? <li>{TEXTS.renewalStart(start)}</li> : null}
    </ul>
  );
}

function ShopLinks({ details }: { details: PlanManagementDetails }) {
  const links = [
    details.directShopUrl ? { href: details.directShopUrl, label: TEXTS.shop } : null,
    details.exchangeUrl
      ? { href: details.exchangeUrl, label: details.exchangeUrlLabel ?? details.exchangeUrl }
      : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="link-list link-list--inline">
      {links.map((link) => (
        <li key={link.href}>
          <ExternalLink href={link.href} note={TEXTS.opensInNewTab}>
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function PlanSkeleton() {
  return (
    <div className="stack" role="status" aria-label={TEXTS.loading}>
      <span className="visually-hidden">{TEXTS.loading}</span>
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
  useDocumentTitle(TEXTS.title);
  const plan = usePlanManagement();
  const shell = useShell();
  if (plan.isError) {
    if (plan.error instanceof HttpError) return null;
    throw plan.error;
  }
  const details = plan.data;
  return (
    <PageLayout title={TEXTS.title} busy={plan.isPending}>
      {plan.isPending ? (
        <PlanSkeleton />
      ) : !details?.eligibleAndActive ? (
        <p>{TEXTS.notAvailable}</p>
      ) : (
        <div className="stack">
          <PlanStatus details={details} now={new Date()} />
          <PlanFacts details={details} />
          <ShopLinks details={details} />
          {shell.data?.memberSuffix === 0 ? (
            <PlanCancellation details={details} />
          ) : shell.data ? (
            <p>{TEXTS.onlySubscriber}</p>
          ) : null}
        </div>
      )}
    </PageLayout>
  );
}
