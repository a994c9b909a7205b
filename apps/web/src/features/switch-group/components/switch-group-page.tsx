import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useGroupDetails } from '../api/get-group-details';
import { useViewGroup } from '../hooks/use-view-group';
import { switchGroupTexts } from '../texts';
import { GroupDetailCard } from './group-detail-card';

/** /select-group (document 1 §2): a card per group of the account, each with 'View group'. */
export function SwitchGroupPage() {
  const t = switchGroupTexts.useTexts();
  useDocumentTitle(t('title'));
  const groups = useGroupDetails();
  const { view, isPending, error } = useViewGroup();
  if (groups.isError) {
    // The global handling already shows the error page for a failed call (document 1 §8).
    if (groups.error instanceof HttpError) return null;
    throw groups.error;
  }
  return (
    <PageLayout title={t('title')} titleId="select-group-title" busy={isPending || groups.isPending}>
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {groups.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : (
        <ul className="group-list">
          {groups.data.map((group) => (
            <GroupDetailCard key={group.groupId} group={group} disabled={isPending} onView={view} />
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
