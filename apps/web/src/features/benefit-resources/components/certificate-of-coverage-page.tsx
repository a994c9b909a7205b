import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHandbooks } from '../api/get-handbooks';
import { benefitResourcesTexts } from '../texts';
import { GroupDocumentList } from './group-document-list';
import { handleLoadFailure } from './load-failure';

/**
 * /benefits/certificate-of-coverage (document 2 §2 "member handbooks or certificate-of-coverage", the
 * menu's Certificate, §6): the group's Certificate of Coverage, from the same cached GET handbooks
 * response the handbooks page reads (docs/decisions/016).
 */
export function CertificateOfCoveragePage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('certificateTitle'));
  const handbooks = useHandbooks();
  if (handbooks.error) return handleLoadFailure(handbooks.error);
  if (!handbooks.data) {
    return (
      <PageLayout title={t('certificateTitle')}>
        <ListSkeleton label={t('certificateTitle')} rows={1} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('certificateTitle')}>
      <GroupDocumentList
        documents={handbooks.data.filter((document) => document.kind === 'certificate_of_coverage')}
        empty={t('certificateEmpty')}
      />
    </PageLayout>
  );
}
