import { CLAIMS_PAGE_SIZE } from '@dash/domain';
import type { PageInfo } from '@dash/domain/api';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { LoadFailure } from '@/components/load-failure';
import { Pager } from '@/components/pager';
import type { HttpError } from '@/lib/http-error';
import { claimsTexts } from '../texts';
import { ClaimsSkeleton } from './claims-skeleton';

interface HistoryResultsProps<T> {
  readonly data: { readonly content: readonly T[]; readonly page: PageInfo } | undefined;
  readonly failure: HttpError | null;
  /** The filters' title, over the gateway's 400 message. */
  readonly filtersTitle: string;
  readonly failedTitle: string;
  readonly onRetry: () => void;
  readonly count: (total: number) => string;
  readonly emptyTitle: string;
  readonly emptyHelp: string;
  readonly onClear: () => void;
  /** The list's title, naming its pager. */
  readonly title: string;
  readonly onPage: (page: number) => void;
  readonly renderItem: (item: T) => ReactNode;
}

/**
 * The claims or EOB list under its filters: the gateway's word on bad filters, a failure with Retry
 * shown in place (document 1 §8), the skeleton, then the count, the cards or an empty state with
 * Clear filters, and the pager.
 */
export function HistoryResults<T>(props: HistoryResultsProps<T>) {
  const { data, failure } = props;
  const t = claimsTexts.useTexts();
  if (failure?.status === 400) {
    return (
      <Alert
        alert={{
          type: 'error',
          title: props.filtersTitle,
          content: failure.body?.message ?? '',
          canDismiss: false,
        }}
      />
    );
  }
  if (failure)
    return <LoadFailure status={failure.status} title={props.failedTitle} onRetry={props.onRetry} />;
  if (!data) return <ClaimsSkeleton />;
  return (
    <>
      <p className="claims-summary" aria-live="polite">
        <strong>{props.count(data.page.totalElements)}</strong>
      </p>
      {data.content.length === 0 ? (
        <div className="card">
          <h2>{props.emptyTitle}</h2>
          <p>{props.emptyHelp}</p>
          <button type="button" className="button" onClick={props.onClear}>
            {t('clearFilters')}
          </button>
        </div>
      ) : (
        <ul className="claims-list">{data.content.map(props.renderItem)}</ul>
      )}
      <Pager
        label={props.title}
        page={data.page.number}
        size={data.page.size || CLAIMS_PAGE_SIZE}
        total={data.page.totalElements}
        onChange={props.onPage}
      />
    </>
  );
}
