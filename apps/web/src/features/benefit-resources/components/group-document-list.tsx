import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import type { HandbookDocument } from '@dash/domain/api';
import { EmptyState } from '@/components/empty-state';
import { safeLinkHref } from '@/lib/server-content';

/** The group's documents of one kind (member handbook, Certificate of Coverage), each with its file. */
export function GroupDocumentList({
  documents,
  empty,
}: {
  readonly documents: readonly HandbookDocument[];
  /** What to do next when the group has none online. */
  readonly empty: string;
}) {
  if (documents.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="resource-list">
      {documents.map((document) => {
        // A server-supplied address: only http(s) links are drawn (issue 15, hostile input).
        const href = safeLinkHref(document.url);
        return (
          <li key={`${document.kind}:${document.title}`} className="card resource-card">
            <h2 className="resource-card__title">{document.title}</h2>
            <p>{document.body}</p>
            {href ? (
              <a
                className="button resource-card__action"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {T.openDocument}
                <span className="visually-hidden"> {document.title}</span>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
