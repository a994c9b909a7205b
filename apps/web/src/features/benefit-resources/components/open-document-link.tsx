import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import { ExternalLink } from '@/components/external-link';

/** "Open document" for a card's file, in a new window; the card's title completes its name for a screen reader. */
export function OpenDocumentLink({ url, title }: { readonly url: string; readonly title: string }) {
  return (
    <ExternalLink className="button resource-card__action" href={url}>
      {T.openDocument}
      <span className="visually-hidden"> {title}</span>
    </ExternalLink>
  );
}
