import type { ProductCategory } from '../api/member-data';
import type { DomainId } from '../brands/brand';
import { getBrand } from '../brands/brand';
import { CLAIMS_MAILING_ADDRESSES } from '../brands/claims-address';
import { findContactPhone, getAccountAccessPhone } from '../brands/contact-blocks';
import { formatIsoDate } from '../format/format';
import { ID_CARD_BRANDS, type IdCardBrand } from './id-card-brands';

/** Texts of the ID card and its download window (document 2 §2 Other routes, §4). */
export const ID_CARD_TEXTS = {
  downloading: 'Downloading resource...',
  title: 'Member ID card',
  /** The pdf's language, so screen readers announce it in the right voice. */
  language: 'en-US',
  member: 'Member',
  memberId: 'Member ID',
  group: 'Group',
  plan: 'Plan',
  effective: 'Effective',
  rxBin: 'Rx BIN',
  rxPcn: 'Rx PCN',
  rxGroup: 'Rx Group',
  customerService: 'Customer service',
  dashboardHelp: 'Member Dashboard help',
  tty: 'TTY',
  claimsAddress: 'Send paper claims to',
  phones: 'Questions? Call us',
  notice: 'This card does not guarantee coverage. Show it at every visit.',
  fileName: 'id-card.pdf',
} as const;

/** What an ID card shows: the member, the group, and one card per category the member is covered in. */
export interface IdCardFacts {
  readonly domainId: DomainId;
  readonly firstName: string;
  readonly lastName: string;
  readonly subscriberId: string;
  readonly memberSuffix: number;
  readonly groupId: string;
  readonly groupName: string;
  readonly coverage: readonly {
    readonly category: ProductCategory;
    readonly plan: string | null;
    readonly effectiveDate: string | null;
  }[];
}

export type IdCardRow = readonly [label: string, value: string];

/** One wallet card: its front (who and what is covered) and back (where claims go, whom to call). */
export interface IdCard {
  readonly category: ProductCategory;
  readonly brandName: string;
  readonly brand: IdCardBrand;
  readonly front: { readonly title: string; readonly rows: readonly IdCardRow[] };
  readonly back: {
    readonly claimsAddress: readonly string[];
    readonly phones: readonly IdCardRow[];
    readonly notice: string;
  };
}

/** The member id printed on a card: the subscriber id and the two-digit member suffix. */
export function getCardMemberId(subscriberId: string, memberSuffix: number): string {
  return `${subscriberId}-${String(memberSuffix).padStart(2, '0')}`;
}

/**
 * The customer-service number for a card, from the contact page's blocks (one source for both): the
 * category's own block, else the brand's customer service (Medicare Advantage), else Medical (vision).
 */
export function getCardCustomerServicePhone(domainId: DomainId, category: ProductCategory): string {
  return (
    [category, 'Customer service', 'Medical']
      .map((title) => findContactPhone(domainId, title))
      .find((phone) => phone !== undefined) ?? getBrand(domainId).customerServicePhone
  );
}

/**
 * One card per covered category (document 2 §2 ID card area), in the brand's colours: the front names
 * the member, ids, group and plan (a pharmacy card adds Rx BIN, PCN and group); the back carries the
 * claims mailing address and the contact page's numbers.
 */
export function getIdCards(facts: IdCardFacts): IdCard[] {
  const brand = ID_CARD_BRANDS[facts.domainId];
  const brandName = getBrand(facts.domainId).name;
  return facts.coverage.map((coverage) => ({
    category: coverage.category,
    brandName,
    brand,
    front: {
      title: coverage.category,
      rows: [
        [ID_CARD_TEXTS.member, `${facts.firstName} ${facts.lastName}`],
        [ID_CARD_TEXTS.memberId, getCardMemberId(facts.subscriberId, facts.memberSuffix)],
        [ID_CARD_TEXTS.group, `${facts.groupId} ${facts.groupName}`],
        [ID_CARD_TEXTS.plan, coverage.plan ?? coverage.category],
        [ID_CARD_TEXTS.effective, coverage.effectiveDate ? formatIsoDate(coverage.effectiveDate) : ''],
        ...(coverage.category === 'Pharmacy'
          ? ([
              [ID_CARD_TEXTS.rxBin, brand.pharmacy.rxBin],
              [ID_CARD_TEXTS.rxPcn, brand.pharmacy.rxPcn],
              [ID_CARD_TEXTS.rxGroup, brand.pharmacy.rxGroup],
            ] as const)
          : []),
      ],
    },
    back: {
      claimsAddress: CLAIMS_MAILING_ADDRESSES[facts.domainId],
      phones: [
        [ID_CARD_TEXTS.customerService, getCardCustomerServicePhone(facts.domainId, coverage.category)],
        [ID_CARD_TEXTS.dashboardHelp, getAccountAccessPhone(facts.domainId)],
        [ID_CARD_TEXTS.tty, '711'],
      ],
      notice: ID_CARD_TEXTS.notice,
    },
  }));
}
