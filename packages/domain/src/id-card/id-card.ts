import type { ProductCategory } from '../api/member-data';
import { getBrand } from '../brands/brand';
import { CLAIMS_MAILING_ADDRESSES } from '../brands/claims-address';
import { findContactPhone, getAccountAccessPhone } from '../brands/contact-blocks';
import type { DomainId } from '../brands/domain-ids';
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
 * What one card says, as data (issue 17: the card's HTML page shows exactly this): the member, ids,
 * group and plan, the pharmacy numbers on a pharmacy card, the claims mailing address and the
 * numbers to call. The pdf is drawn from the same content, so the two cannot disagree.
 */
export interface IdCardContent {
  readonly category: ProductCategory;
  readonly brandName: string;
  readonly memberName: string;
  readonly memberId: string;
  readonly group: string;
  readonly plan: string;
  /** ISO date; null when the source has none. */
  readonly effectiveDate: string | null;
  readonly pharmacy: { readonly rxBin: string; readonly rxPcn: string; readonly rxGroup: string } | null;
  readonly claimsAddress: readonly string[];
  readonly phones: { readonly customerService: string; readonly dashboardHelp: string; readonly tty: string };
}

/** One card's content per covered category (document 2 §2 ID card area). */
export function getIdCardContents(facts: IdCardFacts): IdCardContent[] {
  const brand = ID_CARD_BRANDS[facts.domainId];
  return facts.coverage.map((coverage) => ({
    category: coverage.category,
    brandName: getBrand(facts.domainId).name,
    memberName: `${facts.firstName} ${facts.lastName}`,
    memberId: getCardMemberId(facts.subscriberId, facts.memberSuffix),
    group: `${facts.groupId} ${facts.groupName}`,
    plan: coverage.plan ?? coverage.category,
    effectiveDate: coverage.effectiveDate,
    pharmacy: coverage.category === 'Pharmacy' ? brand.pharmacy : null,
    claimsAddress: CLAIMS_MAILING_ADDRESSES[facts.domainId],
    phones: {
      customerService: getCardCustomerServicePhone(facts.domainId, coverage.category),
      dashboardHelp: getAccountAccessPhone(facts.domainId),
      tty: '711',
    },
  }));
}

/**
 * One card per covered category (document 2 §2 ID card area), in the brand's colours, as the pdf
 * prints it: the front names the member, ids, group and plan (a pharmacy card adds Rx BIN, PCN and
 * group); the back carries the claims mailing address and the contact page's numbers.
 */
export function getIdCards(facts: IdCardFacts): IdCard[] {
  const brand = ID_CARD_BRANDS[facts.domainId];
  return getIdCardContents(facts).map((card) => ({
    category: card.category,
    brandName: card.brandName,
    brand,
    front: {
      title: card.category,
      rows: [
        [ID_CARD_TEXTS.member, card.memberName],
        [ID_CARD_TEXTS.memberId, card.memberId],
        [ID_CARD_TEXTS.group, card.group],
        [ID_CARD_TEXTS.plan, card.plan],
        [ID_CARD_TEXTS.effective, card.effectiveDate ? formatIsoDate(card.effectiveDate) : ''],
        ...(card.pharmacy
          ? ([
              [ID_CARD_TEXTS.rxBin, card.pharmacy.rxBin],
              [ID_CARD_TEXTS.rxPcn, card.pharmacy.rxPcn],
              [ID_CARD_TEXTS.rxGroup, card.pharmacy.rxGroup],
            ] as const)
          : []),
      ],
    },
    back: {
      claimsAddress: card.claimsAddress,
      phones: [
        [ID_CARD_TEXTS.customerService, card.phones.customerService],
        [ID_CARD_TEXTS.dashboardHelp, card.phones.dashboardHelp],
        [ID_CARD_TEXTS.tty, card.phones.tty],
      ],
      notice: ID_CARD_TEXTS.notice,
    },
  }));
}
