import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The benefit resources' words (document 2 §2): programs, referrals, handbooks, Medicare materials, prior authorization. */
export const benefitResourcesTexts = defineCatalog<keyof typeof english>('benefit-resources', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await benefitResourcesTexts.ready;
