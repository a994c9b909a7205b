import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The words of /home (document 2 §2): the banners, the tiles and the programs. */
export const homeTexts = defineCatalog<keyof typeof english>('home', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await homeTexts.ready;

export type HomeKey = keyof typeof english;
