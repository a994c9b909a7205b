import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The words of /select-group (document 1 §2). */
export const switchGroupTexts = defineCatalog<keyof typeof english>('switch-group', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await switchGroupTexts.ready;
