import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The /registration-policies welcome page's words (document 1 §2; issue 17, Spanish). */
export const registrationPoliciesTexts = defineCatalog<keyof typeof english>(
  'registration-policies',
  messages,
  {
    es: () => import('./locales/es.json?lingui'),
  },
);
await registrationPoliciesTexts.ready;
