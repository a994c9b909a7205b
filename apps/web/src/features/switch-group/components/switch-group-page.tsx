import { SELECT_GROUP_TEXTS } from '@dash/domain';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useGroupDetails } from '../api/get-group-details';
import { useViewGroup } from '../hooks/use-view-group';
import { GroupDetailCard } from './group-detail-card';

/** /select-group (document 1 §2): a card per group of the account, each with 'View group'. */
export function SwitchGroupPage() {
  useDocumentTitle(SELECT_GROUP_TEXTS.title);
  const groups = useGroupDetails();
  const { view, isPending, error } = useViewGroup();
  if (groups.isError) {
    // The global handling already shows the error page for a failed call (document 1 §8).
    if (groups.error instanceof HttpError) return null;
    throw groups.error;
  }
  return (
    <section aria-labelledby="select-group-title" aria-busy={isPending || groups.isPending}>
      <h1 id="select-group-title">{SELECT_GROUP_TEXTS.title}</h1>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {groups.isPending ? (
        <Spinner label={SELECT_GROUP_TEXTS.loading} />
      ) : (
        <ul className="group-list">
          {groups.data.map((group) => (
            <GroupDetailCard key={group.groupId} group={group} disabled={isPending} onView={view} />
          ))}
        </ul>
      )}
    </section>
  );
}
