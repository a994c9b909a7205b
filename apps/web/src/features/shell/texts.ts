import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/**
 * The member navigation's words: the menus' titles and names (issue 17). Apart from the shell's common
 * catalogue, which every page loads, since only a member's pages show them (issue 37); the utility
 * menu's titles, in the header of every page, stay there.
 */
export const shellTexts = defineCatalog<keyof typeof english>('shell', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await shellTexts.ready;
