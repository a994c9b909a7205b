import type { LoaderFunctionArgs } from 'react-router';
import { loaderBrand } from '@/lib/brand';
import { loaderFetch } from '@/lib/render-loader';
import { getCalendar } from './api/get-calendar';
import { ContactUsPage } from './components/contact-us-page';
import type { ContactUsData } from './contact-us-data';

/** /contact-us (document 1 §2), public, for the brand of this host. */
export async function loader({ context }: LoaderFunctionArgs): Promise<ContactUsData> {
  const { domainId } = await loaderBrand(context);
  return { calendar: getCalendar(domainId, loaderFetch(context)).catch(() => null), today: new Date() };
}

export const Component = ContactUsPage;
