import { formatIsoDate, PRIOR_AUTHORIZATION_STATUS_TEXTS, BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import type { PriorAuthorization } from '@dash/domain/api';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePriorAuthorizations } from '../api/get-prior-authorizations';
import { handleLoadFailure } from './load-failure';

/** /benefits/prior-authorization: the family's prior authorizations with status, service, provider and dates. */
export function PriorAuthorizationPage() {
  useDocumentTitle(T.priorAuthorizationTitle);
  const list = usePriorAuthorizations();
  if (list.error) return handleLoadFailure(list.error);
  if (!list.data) {
    return (
      <PageLayout title={T.priorAuthorizationTitle}>
        <ListSkeleton label={T.priorAuthorizationTitle} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T.priorAuthorizationTitle}>
      {list.data.length === 0 ? (
        <EmptyState>{T.priorAuthorizationEmpty}</EmptyState>
      ) : (
        <ul className="resource-list" aria-label={T.priorAuthorizationTitle}>
          {list.data.map((item) => (
            <PriorAuthorizationCard key={item.authorizationNumber} item={item} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}

function PriorAuthorizationCard({ item }: { item: PriorAuthorization }) {
  return (
    <li className="card resource-card">
      <h2 className="resource-card__title">{item.serviceDescription}</h2>
      <p className={`status-badge status-badge--${item.status.toLowerCase()}`}>
        {PRIOR_AUTHORIZATION_STATUS_TEXTS[item.status]}
      </p>
      <dl className="resource-facts">
        <div>
          <dt>{T.member}</dt>
          <dd>{item.memberName}</dd>
        </div>
        <div>
          <dt>{T.provider}</dt>
          <dd>{item.providerName}</dd>
        </div>
        <div>
          <dt>{T.requested}</dt>
          <dd>{formatIsoDate(item.requestedDate)}</dd>
        </div>
        <div>
          <dt>{T.decided}</dt>
          <dd>{item.decisionDate ? formatIsoDate(item.decisionDate) : T.pending}</dd>
        </div>
        {item.startDate && item.endDate ? (
          <div>
            <dt>{T.approvedDates}</dt>
            <dd>
              {formatIsoDate(item.startDate)} - {formatIsoDate(item.endDate)}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
