import { loaderBrand } from '@/lib/brand';
import { loaderFetch } from '@/lib/render-loader';
import { getCalendar } from './api/get-calendar';

/** What the /contact-us loader hands the page. */
export interface ContactUsData {
  /** The brand's holiday calendar, sanitized; null when unavailable (the contacts show all the same). */
  readonly calendar: string | null;
  readonly today: Date;
}

/**
 * The page's data for the brand of this host, its calendar sanitized by `sanitize`: the server's
 * sanitizer in the server's loader, DOMPurify in the browser's (one policy, lib/server-html-policy.ts).
 */
export async function getContactUsData(
  context: unknown,
  sanitize: (html: string) => string,
): Promise<ContactUsData> {
  const { domainId } = await loaderBrand(context);
  const calendar = await getCalendar(domainId, loaderFetch(context))
    .then(sanitize)
    .catch(() => null);
  return { calendar, today: new Date() };
}
