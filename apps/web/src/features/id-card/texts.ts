import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The words of /id-card, /account/ebill and the plan management page (document 2 §2, §3, §4). */
export const idCardTexts = defineCatalog<keyof typeof english>('id-card', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await idCardTexts.ready;

export type IdCardKey = keyof typeof english;

/** The renewal reminder's sentence: with or without the plan year, with or without the end date. */
export function renewalKey(hasYear: boolean, hasDate: boolean) {
  if (hasYear) return hasDate ? 'planRenewalYearDate' : 'planRenewalYear';
  return hasDate ? 'planRenewalUpcomingDate' : 'planRenewalUpcoming';
}
