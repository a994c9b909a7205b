import type { LoaderFunctionArgs } from 'react-router';
import { sanitizeServerHtml } from '@/lib/server-content';
import { ContactUsPage } from './components/contact-us-page';
import { getContactUsData } from './contact-us-data';

/**
 * /contact-us (document 1 §2), public, for the brand of this host: the browser's loader (the
 * framework's `clientLoader`, and the data-mode router's loader), which sanitizes the calendar with
 * DOMPurify. The server's is route.server.ts.
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  getContactUsData(context, sanitizeServerHtml, false);

export const Component = ContactUsPage;
