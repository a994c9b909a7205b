import { PageLayout } from '@/components/page-layout';
import { Redirect } from '@/components/redirect';
import { TileGrid } from '@/components/tile-grid';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useIdCardMembers } from '../api/get-id-card-members';
import { idCardTexts } from '../texts';
import { IdCardEmailStatus } from './id-card-email-status';
import { IdCardTile } from './id-card-tile';

function IdCardSkeleton() {
  const t = idCardTexts.useTexts();
  return (
    <div role="status" aria-label={t('loading')}>
      <span className="visually-hidden">{t('loading')}</span>
      <TileGrid aria-label={t('loading')}>
        {[0, 1].map((key) => (
          <li key={key} className="card stack" aria-hidden="true">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
          </li>
        ))}
      </TileGrid>
    </div>
  );
}

/**
 * /id-card (document 2 §2 ID card area): one card per family member with View, E-mail and Order; a
 * termed member is sent to /home (§4). Load errors go to /error/{status} (document 1 §8).
 */
export function IdCardPage() {
  const t = idCardTexts.useTexts();
  useDocumentTitle(t('title'));
  const members = useIdCardMembers();
  if (members.isError) {
    if (members.error instanceof HttpError) return null;
    throw members.error;
  }
  if (members.data?.blocked) return <Redirect to={paths.home} />;
  return (
    <PageLayout title={t('title')} intro={t('intro')} busy={members.isPending}>
      {members.isPending ? (
        <IdCardSkeleton />
      ) : members.data.members.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <TileGrid>
            {members.data.members.map((member) => (
              <IdCardTile key={member.suffix} member={member} />
            ))}
          </TileGrid>
          {/* After the cards: read once the page is rendered, it never moves them (decision 034). */}
          <IdCardEmailStatus />
        </>
      )}
    </PageLayout>
  );
}
