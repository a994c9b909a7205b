import { type FindCareLink, getFindCareLinks, FIND_CARE_TEXTS as TEXTS } from '@dash/domain';
import { ExternalLink } from '@/components/external-link';
import { PageLayout } from '@/components/page-layout';
import { TileGrid } from '@/components/tile-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';

export function LinkTile({ link }: { readonly link: FindCareLink }) {
  return (
    <article className="card find-care-link" aria-labelledby={`find-care-${link.id}`}>
      <h2 id={`find-care-${link.id}`} className="find-care-link__title">
        {link.title}
      </h2>
      <p>{link.description}</p>
      <ExternalLink href={link.url}>{link.title}</ExternalLink>
    </article>
  );
}

/** /find-care/resources (document 2 §2, §6: eligible members only): the brand's directories and services. */
export function ResourcesPage() {
  useDocumentTitle(TEXTS.resourcesTitle);
  const { domainId } = useBrand();
  const links = getFindCareLinks(domainId);
  return (
    <PageLayout title={TEXTS.resourcesTitle} intro={TEXTS.resourcesIntro}>
      <TileGrid aria-label={TEXTS.resourcesTitle}>
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
  useDocumentTitle(TEXTS.findADentistTitle);
  const { domainId } = useBrand();
  const { dentist } = getFindCareLinks(domainId);
  return (
    <PageLayout title={TEXTS.findADentistTitle} intro={TEXTS.findADentistIntro}>
      <TileGrid aria-label={TEXTS.findADentistTitle}>
        <li>
          <LinkTile link={dentist} />
        </li>
      </TileGrid>
    </PageLayout>
  );
}
