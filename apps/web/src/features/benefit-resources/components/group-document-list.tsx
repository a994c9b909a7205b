import type { HandbookDocument } from '@dash/domain/api';
import { EmptyState } from '@/components/empty-state';
import { OpenDocumentLink } from './open-document-link';

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
      {documents.map((document) => (
        <li key={`${document.kind}:${document.title}`} className="card resource-card">
          <h2 className="resource-card__title">{document.title}</h2>
          <p>{document.body}</p>
          {document.url ? <OpenDocumentLink url={document.url} title={document.title} /> : null}
        </li>
      ))}
    </ul>
  );
}
