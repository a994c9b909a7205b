import type { ClaimStatus } from '@dash/domain';
import { defineCatalog } from '@/lib/i18n/catalog';
import type english from './locales/en.json';
import { messages } from './locales/en.json?lingui';

type ClaimsKey = keyof typeof english;

/** The claims and EOB screens' words (document 2 §2 /claims and /eobs, §8; issue 14's detail). */
export const claimsTexts = defineCatalog<ClaimsKey>('claims', messages, {
  es: () => import('./locales/es.json?lingui'),
});
await claimsTexts.ready;

/** Each claim status (claim-rules' CLAIM_STATUSES) as its catalogue key. */
export const STATUS_KEYS = {
  received: 'statusReceived',
  processing: 'statusProcessing',
  paid: 'statusPaid',
  denied: 'statusDenied',
} as const satisfies Record<ClaimStatus, ClaimsKey>;
