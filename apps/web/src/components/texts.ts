import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/**
 * The shared components' words (pager, plan table, preference controls, contact blocks…): their own
 * catalogue, loaded with the pages that render them, so the sign-in page carries only the shell's
 * (src/locales; issue 16's 120 KB budget for /login).
 */
export const componentTexts = defineCatalog<keyof typeof english>('components', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await componentTexts.ready;
