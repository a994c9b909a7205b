import { type FindCareLink, getFindCareLinks } from '@dash/domain';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { findCareTexts, linkWords } from '../texts';

export function LinkTile({ link }: { readonly link: FindCareLink }) {
  const t = findCareTexts.useTexts();
  const { domainId } = useBrand();
  const words = linkWords(t, domainId, link);
  return (
    <article className="card find-care-link" aria-labelledby={`find-care-${link.id}`}>
      <h2 id={`find-care-${link.id}`} className="find-care-link__title">
        {words.title}
      </h2>
      <p>{words.description}</p>
      <ExternalLink href={link.url}>{words.title}</ExternalLink>
    </article>
  );
}

/** /find-care/resources (document 2 §2, §6: eligible members only): the brand's directories and services. */
export function ResourcesPage() {
  const t = findCareTexts.useTexts();
  useDocumentTitle(t('resourcesTitle'));
  const { domainId } = useBrand();
  const links = getFindCareLinks(domainId);
  return (
    <PageLayout title={t('resourcesTitle')} intro={t('resourcesIntro')}>
      <TileGrid aria-label={t('resourcesTitle')}>
        {[...links.resources, links.dentist].map((link) => (
          <li key={link.id}>
            <LinkTile link={link} />
          </li>
        ))}
      </TileGrid>
    </PageLayout>
  );
}

/** /find-care/find-a-dentist (document 2 §2; the partner brand's whole find-care area). */
export function FindADentistPage() {
  const t = findCareTexts.useTexts();
  useDocumentTitle(t('findADentistTitle'));
  const { domainId } = useBrand();
  const { dentist } = getFindCareLinks(domainId);
  return (
    <PageLayout title={t('findADentistTitle')} intro={t('findADentistIntro')}>
      <TileGrid aria-label={t('findADentistTitle')}>
        <li>
          <LinkTile link={dentist} />
        </li>
      </TileGrid>
    </PageLayout>
  );
}
