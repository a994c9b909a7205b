import type { DomainId } from './domain-ids';

/**
 * Where paper claims go, per brand, printed on the back of the ID card. The specification withholds
 * the addresses: these are fictional (PO boxes in a 555 style), kept beside the contact page's data.
 */
export const CLAIMS_MAILING_ADDRESSES: Readonly<Record<DomainId, readonly string[]>> = {
  1: ['Evergreen Health & Dental', 'Attn: Claims', 'PO Box 5550', 'Portland, OR 97208-5550'],
  2: ['Evergreen Medicare Advantage', 'Attn: Claims', 'PO Box 5552', 'Portland, OR 97208-5552'],
  5: [
    'Harbor Dental Partners',
    'c/o Evergreen Health & Dental, Claims',
    'PO Box 5555',
    'Salem, OR 97309-5555',
  ],
};
