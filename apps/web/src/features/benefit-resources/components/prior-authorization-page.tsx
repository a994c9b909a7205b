import type { PriorAuthorization } from '@dash/domain/api';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormat } from '@/lib/i18n/use-format';
import { usePriorAuthorizations } from '../api/get-prior-authorizations';
import { benefitResourcesTexts } from '../texts';
import { handleLoadFailure } from './load-failure';

/** /benefits/prior-authorization: the family's prior authorizations with status, service, provider and dates. */
export function PriorAuthorizationPage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('priorAuthorizationTitle'));
  const list = usePriorAuthorizations();
  if (list.error) return handleLoadFailure(list.error);
  if (!list.data) {
    return (
      <PageLayout title={t('priorAuthorizationTitle')}>
        <ListSkeleton label={t('priorAuthorizationTitle')} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('priorAuthorizationTitle')}>
      {list.data.length === 0 ? (
        <EmptyState>{t('priorAuthorizationEmpty')}</EmptyState>
      ) : (
        <ul className="resource-list" aria-label={t('priorAuthorizationTitle')}>
          {list.data.map((item) => (
            <PriorAuthorizationCard key={item.authorizationNumber} item={item} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

function PriorAuthorizationCard({ item }: { item: PriorAuthorization }) {
  const t = benefitResourcesTexts.useTexts();
  const format = useFormat();
  return (
    <li className="card resource-card">
      <h2 className="resource-card__title">{item.serviceDescription}</h2>
      <p className={`status-badge status-badge--${item.status.toLowerCase()}`}>
        {t(`status.${item.status}`)}
      </p>
      <dl className="resource-facts">
        <div>
          <dt>{t('member')}</dt>
          <dd>{item.memberName}</dd>
        </div>
        <div>
          <dt>{t('provider')}</dt>
          <dd>{item.providerName}</dd>
        </div>
        <div>
          <dt>{t('requested')}</dt>
          <dd>{format.date(item.requestedDate)}</dd>
        </div>
        <div>
          <dt>{t('decided')}</dt>
          <dd>{item.decisionDate ? format.date(item.decisionDate) : t('pending')}</dd>
        </div>
        {item.startDate && item.endDate ? (
          <div>
            <dt>{t('approvedDates')}</dt>
            <dd>{t('dateRange', { start: format.date(item.startDate), end: format.date(item.endDate) })}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
