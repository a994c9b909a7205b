import { BENEFITS_TEXTS } from '@dash/domain';
import { BenefitCategoryParam, type ServiceDetail } from '@dash/domain/api';
import { Link, Navigate, useParams } from 'react-router';
import { useShell } from '@/api/shell';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useServiceDetail } from '../api/get-service-detail';
import { BenefitsSkeleton } from './benefits-skeleton';
import { isHandledFailure } from './page-failure';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/services/{category}/{code} (document 2 §2; /services/dental/{code}): a service's detail,
 * its main note, out of pocket, and per tier the description, network, note and copay or coinsurance.
 */
export function ServiceDetailPage() {
  const params = useParams();
  const category = BenefitCategoryParam.safeParse(params.category);
  if (!category.success || !params.code) return <Navigate to={paths.notFound} replace />;
  return <ServiceDetailContent category={category.data} code={params.code} />;
}

function ServiceDetailContent({
  category,
  code,
}: {
  readonly category: BenefitCategoryParam;
  readonly code: string;
}) {
  useDocumentTitle(BENEFITS_TEXTS.serviceDetailTitle);
  const shell = useShell();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const detail = useServiceDetail(category, code, selection.suffix, shell.data !== undefined);
  if (isHandledFailure([shell.error, detail.error])) return null;
  const back = (
    <Link
      to={`${paths.benefitsCategoryOf(category)}${selectionSearch(selection.suffix, selection.asOfDate)}`}
    >
      {BENEFITS_TEXTS.backToBenefits(BENEFITS_TEXTS.categoryName[category])}
    </Link>
  );
  if (!detail.data) {
    return (
      <PageLayout title={BENEFITS_TEXTS.serviceDetailTitle} lead={back}>
        <BenefitsSkeleton cards={2} />
      </PageLayout>
    );
  }
  const title = detail.data.tierOutOfPocket[0]?.description ?? BENEFITS_TEXTS.serviceDetailTitle;
  return (
    <PageLayout title={title} lead={back}>
      <ServiceDetailBody detail={detail.data} />
    </PageLayout>
  );
}

/** The detail itself, shared with the dental detail page. */
export function ServiceDetailBody({ detail }: { readonly detail: ServiceDetail }) {
  return (
    <div className="stack">
      {detail.mainNote ? <p className="service-detail__note">{detail.mainNote}</p> : null}
      {detail.outOfPocket ? (
        <dl className="benefits-facts">
          <div>
            <dt>{BENEFITS_TEXTS.outOfPocket}</dt>
            <dd>{detail.outOfPocket}</dd>
          </div>
        </dl>
      ) : null}
      <TileGrid minTileWidth="16rem">
        {detail.tierOutOfPocket.map((tier) => (
          <li key={`${tier.network}-${tier.description}`} className="card">
            <h2 className="service-detail__network">{tier.network}</h2>
            <dl className="benefits-facts">
              <div>
                <dt>{tier.isCopay ? BENEFITS_TEXTS.copay : BENEFITS_TEXTS.coinsurance}</dt>
                <dd>
                  {tier.isCopay
                    ? BENEFITS_TEXTS.copayAmount(tier.copay ?? 0)
                    : BENEFITS_TEXTS.coinsuranceAmount(tier.coinsurance ?? 0)}
                </dd>
              </div>
              <div>
                <dt>{BENEFITS_TEXTS.serviceName}</dt>
                <dd>{tier.description}</dd>
              </div>
              {tier.note ? (
                <div>
                  <dt>{BENEFITS_TEXTS.note}</dt>
                  <dd>{tier.note}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </TileGrid>
    </div>
  );
}
