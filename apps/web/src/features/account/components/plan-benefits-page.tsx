import { PageLayout } from '@/components/page-layout';
import { PlanTable } from '@/components/plan-table';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useGroupDetails } from '../api/get-group-details';
import { accountTexts } from '../texts';
import { CardSkeleton } from './account-skeleton';

/**
 * /account/plan-benefits (document 1 §2, §4; document 2 §4): the current group's plan per category
 * with its status text ('Active since {date}', 'Effective on {date}', 'Terminated on {date}') and icon.
 */
export function PlanBenefitsPage() {
  const t = accountTexts.useTexts();
  useDocumentTitle(t('planBenefitsTitle'));
  const groups = useGroupDetails();
  if (groups.isError) return null; // The global handling shows the error page (document 1 §8).
  const group = groups.data
    ? (groups.data.find((candidate) => candidate.current) ?? groups.data[0])
    : undefined;
  return (
    <PageLayout title={t('planBenefitsTitle')} busy={groups.isPending}>
      {groups.isPending ? (
        <CardSkeleton lines={5} />
      ) : group === undefined ? (
        <p>{t('noPlans')}</p>
      ) : (
        <section className="card stack" aria-labelledby="plan-benefits-group">
          <h2 id="plan-benefits-group">{group.groupName}</h2>
          <PlanTable group={group} headers={{ plan: t('planCategory'), status: t('planStatus') }} />
        </section>
      )}
    </PageLayout>
  );
}
