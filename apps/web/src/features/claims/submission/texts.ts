import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

type ClaimSubmissionsKey = keyof typeof english;

/** The words of claims the member submits (issue 39 §3): the form and member services' list. */
export const claimSubmissionsTexts = defineCatalog<ClaimSubmissionsKey>('claim-submissions', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await claimSubmissionsTexts.ready;
