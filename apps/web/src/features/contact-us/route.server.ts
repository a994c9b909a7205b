import type { LoaderFunctionArgs } from 'react-router';
import { sanitizeServerHtmlOnServer } from '@/lib/server-content.server';
import { getContactUsData } from './contact-us-data';

/**
 * /contact-us's server loader (decision 053): the calendar fetched and sanitized on the server, so the
 * server-rendered page holds it (its LCP). A `.server` module, which only routes/contact-us.tsx's
 * `loader` imports: React Router's build keeps it, and sanitize-html, out of the browser's bundle.
 */
export const loader = ({ context }: LoaderFunctionArgs) =>
  getContactUsData(context, sanitizeServerHtmlOnServer);
