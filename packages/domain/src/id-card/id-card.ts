import { formatIsoDate } from '../format/format';

/** Texts of the ID card and its download window (document 2 §2 Other routes, §4). */
export const ID_CARD_TEXTS = {
  downloading: 'Downloading resource...',
  title: 'Member ID card',
  member: 'Member',
  memberId: 'Member ID',
  group: 'Group',
  plan: 'Plan',
  effective: 'Effective',
  customerService: 'Customer service',
  fileName: 'id-card.pdf',
} as const;

/** What an ID card shows: the member, the group, and one card per category the member is covered in. */
export interface IdCardFacts {
  readonly brandName: string;
  readonly customerServicePhone: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly subscriberId: string;
  readonly memberSuffix: number;
  readonly groupId: string;
  readonly groupName: string;
  readonly coverage: readonly {
    readonly category: string;
    readonly plan: string | null;
    readonly effectiveDate: string | null;
  }[];
}

export interface IdCardFace {
  readonly heading: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

/** The member id printed on a card: the subscriber id and the two-digit member suffix. */
export function getCardMemberId(subscriberId: string, memberSuffix: number): string {
  return `${subscriberId}-${String(memberSuffix).padStart(2, '0')}`;
}

/** One card face per covered category, each with the member, the ids, the plan and the phone. */
export function getIdCardFaces(facts: IdCardFacts): IdCardFace[] {
  return facts.coverage.map((coverage) => ({
    heading: `${facts.brandName} · ${coverage.category}`,
    rows: [
      [ID_CARD_TEXTS.member, `${facts.firstName} ${facts.lastName}`],
      [ID_CARD_TEXTS.memberId, getCardMemberId(facts.subscriberId, facts.memberSuffix)],
      [ID_CARD_TEXTS.group, `${facts.groupId} ${facts.groupName}`],
      [ID_CARD_TEXTS.plan, coverage.plan ?? coverage.category],
      [ID_CARD_TEXTS.effective, coverage.effectiveDate ? formatIsoDate(coverage.effectiveDate) : ''],
      [ID_CARD_TEXTS.customerService, facts.customerServicePhone],
    ],
  }));
}
