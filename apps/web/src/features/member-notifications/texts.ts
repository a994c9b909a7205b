import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

/** The notifications page's words (issue 39 §2): each kind's title and link, the unread marks. */
export const memberNotificationsTexts = defineCatalog<keyof typeof english>(
  'member-notifications',
  messages,
  {
    es: () => import('./locales/es.json?lingui'),
  },
);
await memberNotificationsTexts.ready;
