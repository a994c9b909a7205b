import { getFeaturedPrograms, groupProgramsByCategory } from '@dash/domain';
import { useShell } from '@/api/shell';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePrograms } from '../api/get-programs';
import { benefitResourcesTexts } from '../texts';
import { handleLoadFailure } from './load-failure';
import { ProgramCard } from './program-card';
import { useCategoryName } from './use-category-name';

/**
 * /benefits/programs (document 2 §2): the featured programs (high priority, by displayOrder, at most 5,
 * none for a termed member; §6) and every program under its categories in display order.
 */
export function ProgramsPage() {
  const t = benefitResourcesTexts.useTexts();
  const categoryName = useCategoryName();
  useDocumentTitle(t('programsTitle'));
  const programs = usePrograms();
  const shell = useShell();
  const failed = programs.error ?? shell.error;
  if (failed) return handleLoadFailure(failed);
  if (!programs.data || !shell.data) {
    return (
      <PageLayout title={t('programsTitle')} busy>
        <ListSkeleton label={t('programsTitle')} />
      </PageLayout>
    );
  }
  if (programs.data.length === 0) {
    return (
      <PageLayout title={t('programsTitle')}>
        <EmptyState>{t('programsEmpty')}</EmptyState>
      </PageLayout>
    );
  }
  const featured = getFeaturedPrograms(programs.data, 'benefits', shell.data.termed);
  return (
    <PageLayout title={t('programsTitle')}>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-programs" className="resource-section">
          <h2 id="featured-programs">{t('featuredPrograms')}</h2>
          <TileGrid aria-label={t('featuredPrograms')}>
            {featured.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </TileGrid>
        </section>
      ) : null}
      <section aria-labelledby="all-programs" className="resource-section">
        <h2 id="all-programs">{t('allPrograms')}</h2>
        {groupProgramsByCategory(programs.data).map((group) => (
          <section
            key={group.category}
            aria-label={categoryName(group.category)}
            className="resource-section"
          >
            <h3>{categoryName(group.category)}</h3>
            <TileGrid aria-label={categoryName(group.category)}>
              {group.programs.map((program) => (
                <ProgramCard key={program.id} program={program} heading="h4" />
              ))}
            </TileGrid>
          </section>
        ))}
      </section>
    </PageLayout>
  );
}
