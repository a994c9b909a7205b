import { ExternalLink } from '@/components/external-link';
import { benefitResourcesTexts } from '../texts';

/** "Open document" for a card's file, in a new window; the card's title completes its name for a screen reader. */
export function OpenDocumentLink({ url, title }: { readonly url: string; readonly title: string }) {
  const t = benefitResourcesTexts.useTexts();
  return (
    <ExternalLink className="button resource-card__action" href={url}>
      {t('openDocument')}
      <span className="visually-hidden"> {title}</span>
    </ExternalLink>
  );
}
