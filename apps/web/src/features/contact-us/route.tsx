import type { LoaderFunctionArgs } from 'react-router';
import { sanitizeServerHtml } from '@/lib/server-content';
import { ContactUsPage } from './components/contact-us-page';
import { getContactUsData } from './contact-us-data';

/**
 * /contact-us (document 1 §2), public, for the brand of this host: the browser's loader (the route's
 * `clientLoader`), which sanitizes the calendar with DOMPurify. The server's is route.server.ts.
 */
export const loader = ({ context }: LoaderFunctionArgs) => getContactUsData(context, sanitizeServerHtml);

export const Component = ContactUsPage;
