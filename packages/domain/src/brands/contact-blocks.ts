import type { HoursRule } from '../contact/contact-hours';
import { getBrand } from './brand';
import type { DomainId } from './domain-ids';

/** One way to reach us: a phone or an email (or both), with the hours rule that applies to it. */
export interface ContactEntry {
  readonly label: string;
  readonly phone?: string;
  readonly email?: string;
  readonly hours: HoursRule | null;
}

export interface ContactBlock {
  readonly title: string;
  readonly entries: readonly ContactEntry[];
}

/** Texts of the /contact-us page (document 1 §2). */
export const CONTACT_TEXTS = {
  title: 'Contact us',
  backToLogin: 'Back to login',
  calendarTitle: 'Holiday calendar',
  calendarLoading: 'Loading the holiday calendar',
  phone: 'Phone',
  email: 'Email',
  hours: 'Hours',
  ttyInstruction: 'Call 711',
} as const;

/**
 * The blocks of the contact page per brand (document 1 §2): the Medicare Advantage brand shows account
 * access and customer service; the others account access, Medical, Dental (separate Alaska and Oregon
 * emails), Pharmacy, Medicare Advantage, Medicare Pharmacy and TTY (call 711). The specification
 * withholds the numbers and addresses: these are fictional (555, example.com).
 */
export const CONTACT_BLOCKS: Readonly<Record<DomainId, readonly ContactBlock[]>> = {
  1: regularBlocks({ accountPhone: '1-555-010-1100', prefix: '1-555-010', emailDomain: 'example.com' }),
  2: [
    {
      title: 'Account access',
      entries: [
        { label: 'Help logging in to your Member Dashboard', phone: '1-555-020-1100', hours: 'standard' },
      ],
    },
    {
      title: 'Customer service',
      entries: [
        {
          label: 'Questions about your Medicare Advantage plan',
          phone: '1-555-020-1200',
          hours: 'medicareAdvantageService',
        },
        { label: 'TTY', phone: '711', hours: null },
      ],
    },
  ],
  5: regularBlocks({
    accountPhone: '1-555-050-1100',
    prefix: '1-555-050',
    emailDomain: 'partner.example.com',
  }),
};

function regularBlocks(brand: { accountPhone: string; prefix: string; emailDomain: string }): ContactBlock[] {
  return [
    {
      title: 'Account access',
      entries: [
        { label: 'Help logging in to your Member Dashboard', phone: brand.accountPhone, hours: 'standard' },
      ],
    },
    {
      title: 'Medical',
      entries: [{ label: 'Medical customer service', phone: `${brand.prefix}-1200`, hours: 'standard' }],
    },
    {
      title: 'Dental',
      entries: [
        { label: 'Dental customer service', phone: `${brand.prefix}-1300`, hours: 'standard' },
        { label: 'Alaska members', email: `dental.alaska@${brand.emailDomain}`, hours: null },
        { label: 'Oregon members', email: `dental.oregon@${brand.emailDomain}`, hours: null },
      ],
    },
    {
      title: 'Pharmacy',
      entries: [{ label: 'Pharmacy customer service', phone: `${brand.prefix}-1400`, hours: 'standard' }],
    },
    {
      title: 'Medicare Advantage',
      entries: [
        { label: 'Medicare Advantage customer service', phone: `${brand.prefix}-1500`, hours: 'medicare' },
      ],
    },
    {
      title: 'Medicare Pharmacy',
      entries: [
        { label: 'Medicare pharmacy customer service', phone: `${brand.prefix}-1600`, hours: 'medicare' },
      ],
    },
    { title: 'TTY', entries: [{ label: 'For the deaf and hard of hearing', phone: '711', hours: null }] },
  ];
}

export function getContactBlocks(domainId: DomainId): readonly ContactBlock[] {
  return CONTACT_BLOCKS[domainId];
}

/** The first phone of the contact page's block with this title, if the brand has that block. */
export function findContactPhone(domainId: DomainId, blockTitle: string): string | undefined {
  const block = getContactBlocks(domainId).find((candidate) => candidate.title === blockTitle);
  return block?.entries.find((entry) => entry.phone)?.phone;
}

/** The contact page's account-access number: help with the Member Dashboard itself. */
export function getAccountAccessPhone(domainId: DomainId): string {
  return findContactPhone(domainId, 'Account access') ?? getBrand(domainId).customerServicePhone;
}
