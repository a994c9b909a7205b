import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHandbooks } from '../api/get-handbooks';
import { useOutlineOfCoverage } from '../api/get-outline-of-coverage';
import { EmptyState } from './empty-state';
import { ListSkeleton } from './list-skeleton';
import { handleLoadFailure } from './load-failure';

/**
 * Member handbooks or Certificate of Coverage (document 2 §2), and the Outline of Coverage text of
 * GET handbook/ooc (§7): where home's Outline of Coverage shortcut (-3) leads.
 */
export function HandbooksPage() {
  useDocumentTitle(T.handbooksTitle);
  const handbooks = useHandbooks();
  const outline = useOutlineOfCoverage();
  const failed = handbooks.error ?? outline.error;
  if (failed) return handleLoadFailure(failed);
  if (!handbooks.data || outline.data === undefined) {
    return (
      <PageLayout title={T.handbooksTitle}>
        <ListSkeleton label={T.handbooksTitle} rows={2} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T.handbooksTitle}>
      {handbooks.data.length === 0 ? (
        <EmptyState>{T.handbooksEmpty}</EmptyState>
      ) : (
        <ul className="resource-list">
          {handbooks.data.map((document) => (
            <li key={document.kind} className="card resource-card">
              <h2 className="resource-card__title">{document.title}</h2>
              <p>{document.body}</p>
              {document.url ? (
                <ExternalLink className="button resource-card__action" href={document.url}>
                  {T.openDocument}
                  <span className="visually-hidden"> {document.title}</span>
                </ExternalLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section className="card resource-card" aria-labelledby="outline-of-coverage">
        <h2 id="outline-of-coverage" className="resource-card__title">
          {T.outlineOfCoverage}
        </h2>
        <p className="resource-text">{outline.data || T.outlineOfCoverageEmpty}</p>
      </section>
    </PageLayout>
  );
}
