import { LazyErrorPage } from '@/app/error-page-lazy';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { useMedicareMaterials } from '../api/get-medicare-materials';
import { benefitResourcesTexts } from '../texts';
import { OpenDocumentLink } from './open-document-link';

/**
 * /benefits/medicare-materials (document 2 §2, §7). This screen handles its call's errors (§8): a 403
 * is an empty list (the fetcher's), any other status shows its error page without changing the address.
 */
export function MedicareMaterialsPage() {
  const t = benefitResourcesTexts.useTexts();
  useDocumentTitle(t('medicareMaterialsTitle'));
  const materials = useMedicareMaterials();
  if (materials.error) {
    if (materials.error instanceof HttpError)
      return <LazyErrorPage status={String(materials.error.status)} />;
    throw materials.error;
  }
  if (!materials.data) {
    return (
      <PageLayout title={t('medicareMaterialsTitle')}>
        <ListSkeleton label={t('medicareMaterialsTitle')} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('medicareMaterialsTitle')}>
      {materials.data.length === 0 ? (
        <EmptyState>{t('medicareMaterialsEmpty')}</EmptyState>
      ) : (
        <ul className="resource-list">
          {materials.data.map((material) => (
            <li key={material.url} className="card resource-card">
              <h2 className="resource-card__title">{material.title}</h2>
              {material.description ? <p>{material.description}</p> : null}
              <dl className="resource-facts">
                <div>
                  <dt>{t('documentType')}</dt>
                  <dd>{material.documentType}</dd>
                </div>
                {material.planYear !== null ? (
                  <div>
                    <dt>{t('planYear')}</dt>
                    <dd>{material.planYear}</dd>
                  </div>
                ) : null}
              </dl>
              <OpenDocumentLink url={material.url} title={material.title} />
            </li>
          ))}
        </ul>
      )}
    </PageLayout>
  );
}
