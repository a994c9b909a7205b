import type { MessageTopic } from '@dash/domain';
import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

type MessagesKey = keyof typeof english;

/** The secure messages' words (issue 39 §1): the member's pages and member services' inbox. */
export const messagesTexts = defineCatalog<MessagesKey>('secure-messages', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await messagesTexts.ready;

/** Each topic (packages/domain MESSAGE_TOPICS) as its catalogue key. */
export const TOPIC_KEYS = {
  claims: 'topicClaims',
  benefits: 'topicBenefits',
  'id-card': 'topicIdCard',
  billing: 'topicBilling',
  'primary-care': 'topicPrimaryCare',
  other: 'topicOther',
} as const satisfies Record<MessageTopic, MessagesKey>;
