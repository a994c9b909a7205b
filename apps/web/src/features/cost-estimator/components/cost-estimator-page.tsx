import { ESTIMATE_PDF_PROVIDER_LIMIT, getBrand, getFindCareMenu, menuOffers } from '@dash/domain';
import { API_PATHS, type CostEstimateResponse, type Member } from '@dash/domain/api';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccount } from '@/api/account';
import { openResource } from '@/api/open-resource';
import { useShell } from '@/api/shell';
import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { useFormat } from '@/lib/i18n/use-format';
import { costEstimatePath, type EstimateArgs, useCostEstimate } from '../api/get-cost-estimate';
import { toSearchParams, useEstimateSearch } from '../hooks/use-estimate-search';
import { costEstimatorTexts } from '../texts';
import { EstimateNotice } from './estimate-notice';
import { EstimateSearchForm } from './estimate-search-form';
import { EstimateSummary } from './estimate-summary';
import { ProviderEstimateCard } from './provider-estimate-card';

/**
 * /find-care/cost-estimator (issue 38 §1): shown to members whose Find care menu offers it (the same
 * rule that shows the link); anyone else gets the not-found page.
 */
export function CostEstimatorPage() {
  const t = costEstimatorTexts.useTexts();
  useDocumentTitle(t('title'));
  const shell = useShell();
  const account = useAccount();
  const { domainId } = useBrand();
  const failure = shell.error ?? account.error;
  if (failure) {
    if (failure instanceof HttpError) return null;
    throw failure;
  }
  if (!shell.data || !account.data) {
    return (
      <PageLayout title={t('title')}>
        <Spinner label={t('loadingPage')} />
      </PageLayout>
    );
  }
  const menu = getFindCareMenu({ ...shell.data, domainId });
  if (!menuOffers(menu, paths.costEstimator)) return <Redirect to={paths.notFound} />;
  return <EstimatorContent defaultSuffix={shell.data.memberSuffix} members={account.data.members} />;
}

function EstimatorContent({
  defaultSuffix,
  members,
}: {
  readonly defaultSuffix: number;
  readonly members: readonly Member[];
}) {
  const t = costEstimatorTexts.useTexts();
  const { domainId } = useBrand();
  const { search, suffix, go } = useEstimateSearch(defaultSuffix);
  const results = useCostEstimate(search);
  const resultsId = useId();
  if (results.isError) {
    if (results.error instanceof HttpError) return null;
    throw results.error;
  }
  const initial = search ?? { suffix, q: '', provider: '', zip: '', radius: 25, sort: 'cost' as const };
  return (
    <PageLayout title={t('title')} intro={t('intro')}>
      <EstimateSearchForm
        key={search ? toSearchParams(search).toString() : 'empty'}
        initial={initial}
        members={members}
        onSearch={go}
      />
      <section aria-labelledby={resultsId} className="stack estimate-results" aria-busy={results.isFetching}>
        <h2 id={resultsId}>{t('resultsHeading')}</h2>
        {!search ? (
          <p>{t('startSearch')}</p>
        ) : !results.data ? (
          <Spinner label={t('searching')} />
        ) : (
          <Results search={search} data={results.data} phone={getBrand(domainId).customerServicePhone} />
        )}
      </section>
    </PageLayout>
  );
}

function Results({
  search,
  data,
  phone,
}: {
  readonly search: EstimateArgs;
  readonly data: CostEstimateResponse;
  readonly phone: string;
}) {
  const t = costEstimatorTexts.useTexts();
  const { locale } = useFormat();
  const navigate = useNavigate();
  const providersId = useId();
  const { estimate } = data;
  if (!estimate) return <p>{t('noMatch', { term: search.q })}</p>;
  const others = data.matches.filter((service) => service.code !== estimate.service.code);
  return (
    <>
      <EstimateSummary estimate={estimate} />
      <button
        type="button"
        className="button"
        aria-describedby={`${providersId}-pdf`}
        onClick={() => openResource(costEstimatePath(search, API_PATHS.costEstimatePdf), navigate)}
      >
        {t('pdfButton')}
      </button>
      <p id={`${providersId}-pdf`} className="field__hint">
        {t('pdfHint', { max: ESTIMATE_PDF_PROVIDER_LIMIT })}
      </p>
      <section aria-labelledby={providersId} className="stack">
        <h3 id={providersId}>{t('providersHeading')}</h3>
        {estimate.providers.length === 0 ? (
          <p>{t('noProviders')}</p>
        ) : (
          <>
            <p role="status">{t('providersSummary', { count: estimate.providers.length })}</p>
            <ul className="estimate-results__list">
              {estimate.providers.map((provider) => (
                <li key={provider.providerId}>
                  <ProviderEstimateCard provider={provider} phone={phone} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <EstimateNotice phone={phone} />
      {others.length > 0 ? (
        <nav aria-label={t('otherMatches')} className="estimate-matches">
          <h3>{t('otherMatches')}</h3>
          <ul>
            {others.map((service) => (
              <li key={service.code}>
                <Link to={{ search: `?${toSearchParams({ ...search, code: service.code }).toString()}` }}>
                  {service.name[locale]} ({service.codeSystem} {service.code})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
