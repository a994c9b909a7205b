import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The consent screen's words when an app asks to connect (issue 18). */
export const connectAppTexts = defineCatalog<keyof typeof english>('connect-app', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await connectAppTexts.ready;
