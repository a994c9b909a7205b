import { BENEFIT_RESOURCES_TEXTS as T } from '@dash/domain';
import { safeLinkHref } from '@/lib/server-content';

/**
 * "Open document" for a card's file, in a new tab; the card's title completes its name for a screen
 * reader. The address is the server's: only an http(s) one is drawn (issue 15, hostile input).
 */
export function OpenDocumentLink({ url, title }: { readonly url: string; readonly title: string }) {
  const href = safeLinkHref(url);
  if (!href) return null;
  return (
    <a className="button resource-card__action" href={href} target="_blank" rel="noopener noreferrer">
      {T.openDocument}
      <span className="visually-hidden"> {title}</span>
    </a>
  );
}
