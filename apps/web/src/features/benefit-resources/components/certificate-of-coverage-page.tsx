import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHandbooks } from '../api/get-handbooks';
import { GroupDocumentList } from './group-document-list';
import { handleLoadFailure } from './load-failure';

/**
 * /benefits/certificate-of-coverage (document 2 §2 "member handbooks or certificate-of-coverage", the
 * menu's Certificate, §6): the group's Certificate of Coverage, from the same cached GET handbooks
 * answer the handbooks page reads (docs/decisions/016).
 */
export function CertificateOfCoveragePage() {
  useDocumentTitle(T.certificateTitle);
  const handbooks = useHandbooks();
  if (handbooks.error) return handleLoadFailure(handbooks.error);
  if (!handbooks.data) {
    return (
      <PageLayout title={T.certificateTitle}>
        <ListSkeleton label={T.certificateTitle} rows={1} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T.certificateTitle}>
      <GroupDocumentList
        documents={handbooks.data.filter((document) => document.kind === 'certificate_of_coverage')}
        empty={T.certificateEmpty}
      />
    </PageLayout>
  );
}
