import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';

/** "Open document" for a card's file, in a new tab; the card's title completes its name for a screen reader. */
export function OpenDocumentLink({ url, title }: { readonly url: string; readonly title: string }) {
  return (
    <a className="button resource-card__action" href={url} target="_blank" rel="noopener noreferrer">
      {T.openDocument}
      <span className="visually-hidden"> {title}</span>
    </a>
  );
}
