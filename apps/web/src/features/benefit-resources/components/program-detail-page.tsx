import { getProgramLink } from '@dash/domain';
import type { ProgramDetails } from '@dash/domain/api';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ExternalLink } from '@/components/external-link';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageLayout } from '@/components/page-layout';
import { PhoneNumber } from '@/components/phone-number';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProgramDetails } from '../api/get-program-details';
import { benefitResourcesTexts } from '../texts';
import { handleLoadFailure } from './load-failure';
import { useCategoryName } from './use-category-name';

/** /benefits/programs/{id} (document 2 §2, §3): the program's description, categories, resource and phone. */
export function ProgramDetailPage() {
  const { id } = useParams();
  const t = benefitResourcesTexts.useTexts();
  const categoryName = useCategoryName();
  const back = <Link to={paths.programs}>{t('backToPrograms')}</Link>;
  const details = useProgramDetails();
  const program = details.data?.find((p) => String(p.id) === id);
  useDocumentTitle(program?.name ?? t('programsTitle'));
  if (details.error) return handleLoadFailure(details.error);
  if (!details.data) {
    return (
      <PageLayout title={t('programsTitle')} lead={back}>
        <ListSkeleton label={t('programsTitle')} rows={1} />
      </PageLayout>
    );
  }
  if (!program) {
    return (
      <PageLayout title={t('programsTitle')} lead={back}>
        <EmptyState>{t('programNotFound')}</EmptyState>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={program.name} intro={program.description} lead={back}>
      <div className="card resource-card">
        <dl className="resource-facts">
          {program.categories.length > 0 ? (
            <div>
              <dt>{t('programCategories')}</dt>
              <dd>{program.categories.map(categoryName).join(', ')}</dd>
            </div>
          ) : null}
          {program.urlDocumentType && program.url ? (
            <div>
              <dt>{t('documentType')}</dt>
              <dd>{program.urlDocumentType}</dd>
            </div>
          ) : null}
          {program.phoneNumber ? (
            <div>
              <dt>{t('programPhone')}</dt>
              <dd>
                <PhoneNumber phone={program.phoneNumber} />
              </dd>
            </div>
          ) : null}
        </dl>
        <ProgramResource program={program} />
      </div>
    </PageLayout>
  );
}

/** The program's own address (a dashboard page, or a site in a new tab); none when it has only this page. */
function ProgramResource({ program }: { program: ProgramDetails }) {
  const t = benefitResourcesTexts.useTexts();
  if (!program.url) return null;
  const link = getProgramLink(program);
  const label = t('openResource', { name: program.name });
  if (link.kind === 'internal') {
    return (
      <Link className="button button--primary resource-card__action" to={link.href}>
        {label}
      </Link>
    );
  }
  return (
    <ExternalLink
      className="button button--primary resource-card__action"
      href={link.href}
      note={t('opensInNewTab')}
    >
      {label}
    </ExternalLink>
  );
}
