import { Link, useParams } from 'react-router';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBenefitSummary } from '../api/get-benefit-summary';
import { useServiceDetail } from '../api/get-service-detail';
import { BenefitsSkeleton } from './benefits-skeleton';
import { DentalServiceFacts } from './dental-service-facts';
import { isHandledFailure } from './page-failure';
import { ServiceDetailBody } from './service-detail-page';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/details/{id}/dental/{code} (document 2 §2): one dental service of tier {id} (code, name,
 * amount, description, incentive tiers, benefit limit) with the service's detail.
 */
export function DentalDetailPage() {
  const { id = '', code = '' } = useParams();
  const { t, tierLabel } = useBenefitWords();
  useDocumentTitle(t('serviceDetailTitle'));
  const shell = useShell();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const ready = shell.data !== undefined;
  const summary = useBenefitSummary(
    { category: 'dental', suffix: selection.suffix, asOfDate: selection.asOfDate },
    ready,
  );
  const detail = useServiceDetail('dental', code, selection.suffix, ready);
  if (isHandledFailure([shell.error, summary.error, detail.error])) return null;
  const back = (
    <Link to={`${paths.benefitsDental}${selectionSearch(selection.suffix, selection.asOfDate)}`}>
      {t('backTo.dental')}
    </Link>
  );
  if (!summary.data || !detail.data) {
    return (
      <PageLayout title={t('serviceDetailTitle')} lead={back}>
        <BenefitsSkeleton cards={2} />
      </PageLayout>
    );
  }
  const tier = summary.data.tiers.find((candidate) => candidate.tierId === id);
  const service = tier?.dentalServices.find((candidate) => candidate.code === code);
  return (
    <PageLayout title={service?.name ?? t('serviceDetailTitle')} lead={back}>
      {tier && service ? (
        <div className="card">
          <DentalServiceFacts
            service={service}
            lead={
              <div>
                <dt>{t('network')}</dt>
                <dd>{tierLabel(tier)}</dd>
              </div>
            }
          />
        </div>
      ) : (
        <EmptyState>{t('noServiceDetail')}</EmptyState>
      )}
      <ServiceDetailBody detail={detail.data} />
    </PageLayout>
  );
}
