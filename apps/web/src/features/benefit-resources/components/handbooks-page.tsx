import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHandbooks } from '../api/get-handbooks';
import { useOutlineOfCoverage } from '../api/get-outline-of-coverage';
import { benefitResourcesTexts } from '../texts';
import { GroupDocumentList } from './group-document-list';
import { handleLoadFailure } from './load-failure';

/**
 * Member handbooks (document 2 §2), and the Outline of Coverage text of GET handbook/ooc (§7): where
 * home's Outline of Coverage shortcut (-3) leads. The Certificate of Coverage has its own page.
 */
export function HandbooksPage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('handbooksTitle'));
  const handbooks = useHandbooks();
  const outline = useOutlineOfCoverage();
  const failed = handbooks.error ?? outline.error;
  if (failed) return handleLoadFailure(failed);
  if (!handbooks.data || outline.data === undefined) {
    return (
      <PageLayout title={t('handbooksTitle')}>
        <ListSkeleton label={t('handbooksTitle')} rows={2} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('handbooksTitle')}>
      <GroupDocumentList
        documents={handbooks.data.filter((document) => document.kind === 'member_handbook')}
        empty={t('handbooksEmpty')}
      />
      <section className="card resource-card" aria-labelledby="outline-of-coverage">
        <h2 id="outline-of-coverage" className="resource-card__title">
          {t('outlineOfCoverage')}
        </h2>
        <p className="resource-text">{outline.data || t('outlineOfCoverageEmpty')}</p>
      </section>
    </PageLayout>
  );
}
