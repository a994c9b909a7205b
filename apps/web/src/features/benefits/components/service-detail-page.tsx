import { isBenefitSummaryCategory } from '@dash/domain';
import type { BenefitCategoryParam, ServiceDetail } from '@dash/domain/api';
import { Link, useParams } from 'react-router';
import { useShell } from '@/api/shell';
import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useServiceDetail } from '../api/get-service-detail';
import { benefitsTexts } from '../texts';
import { BenefitsSkeleton } from './benefits-skeleton';
import { isHandledFailure } from './page-failure';
import { useBenefitWords } from './use-benefit-words';
import { selectionSearch, useBenefitsSelection } from './use-benefits-selection';

/**
 * /benefits/services/{category}/{code} (document 2 §2; /services/dental/{code}): a service's detail,
 * its main note, out of pocket, and per tier the description, network, note and copay or coinsurance.
 */
export function ServiceDetailPage() {
  const params = useParams();
  const { category, code } = params;
  if (!isBenefitSummaryCategory(category) || !code) return <Redirect to={paths.notFound} />;
  return <ServiceDetailContent category={category} code={code} />;
}

function ServiceDetailContent({
  category,
  code,
}: {
  readonly category: BenefitCategoryParam;
  readonly code: string;
}) {
  const t = benefitsTexts.useTexts();
  useDocumentTitle(t('serviceDetailTitle'));
  const shell = useShell();
  const selection = useBenefitsSelection(shell.data?.memberSuffix ?? 0);
  const detail = useServiceDetail(category, code, selection.suffix, shell.data !== undefined);
  if (isHandledFailure([shell.error, detail.error])) return null;
  const back = (
    <Link
      to={`${paths.benefitsCategoryOf(category)}${selectionSearch(selection.suffix, selection.asOfDate)}`}
    >
      {t(`backTo.${category}`)}
    </Link>
  );
  if (!detail.data) {
    return (
      <PageLayout title={t('serviceDetailTitle')} lead={back}>
        <BenefitsSkeleton cards={2} />
      </PageLayout>
    );
  }
  const title = detail.data.tierOutOfPocket[0]?.description ?? t('serviceDetailTitle');
  return (
    <PageLayout title={title} lead={back}>
      <ServiceDetailBody detail={detail.data} />
    </PageLayout>
  );
}

/** The detail itself, shared with the dental detail page. */
export function ServiceDetailBody({ detail }: { readonly detail: ServiceDetail }) {
  const { t, format, networkLabel } = useBenefitWords();
  return (
    <div className="stack">
      {detail.mainNote ? <p className="service-detail__note">{detail.mainNote}</p> : null}
      {detail.outOfPocket ? (
        <dl className="benefits-facts">
          <div>
            <dt>{t('outOfPocket')}</dt>
            <dd>{detail.outOfPocket}</dd>
          </div>
        </dl>
      ) : null}
      <TileGrid minTileWidth="16rem">
        {detail.tierOutOfPocket.map((tier) => (
          <li key={`${tier.network}-${tier.description}`} className="card">
            <h2 className="service-detail__network">{networkLabel(tier.network)}</h2>
            <dl className="benefits-facts">
              <div>
                <dt>{tier.isCopay ? t('copay') : t('coinsurance')}</dt>
                <dd>
                  {tier.isCopay
                    ? t('copayAmount', { amount: format.money(tier.copay ?? 0) })
                    : t('coinsuranceAmount', { percent: tier.coinsurance ?? 0 })}
                </dd>
              </div>
              <div>
                <dt>{t('serviceName')}</dt>
                <dd>{tier.description}</dd>
              </div>
              {tier.note ? (
                <div>
                  <dt>{t('note')}</dt>
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
