import { describe, expect, it } from 'vitest';
import { getContactBlocks } from '../src/brands/contact-blocks';
import {
  getCardCustomerServicePhone,
  getCardMemberId,
  getIdCardContents,
  getIdCards,
  ID_CARD_TEXTS,
  type IdCardFacts,
} from '../src/id-card/id-card';
import { ID_CARD_BRANDS } from '../src/id-card/id-card-brands';

const alex: IdCardFacts = {
  domainId: 1,
  firstName: 'Alex',
  lastName: 'Rivera',
  subscriberId: 'M10020001',
  memberSuffix: 0,
  groupId: '10001000',
  groupName: 'Cascade Employers',
  coverage: [
    { category: 'Medical', plan: 'Evergreen PPO', effectiveDate: '2021-01-01' },
    { category: 'Dental', plan: null, effectiveDate: null },
    { category: 'Pharmacy', plan: 'Evergreen Rx', effectiveDate: '2021-01-01' },
  ],
};

describe('ID card (document 2 §2, §4)', () => {
  it.each([
    ['M10020001', 0, 'M10020001-00'],
    ['M10020001', 3, 'M10020001-03'],
    ['H50010001', 12, 'H50010001-12'],
  ])('member id of %s suffix %s → %s', (subscriberId, suffix, id) => {
    expect(getCardMemberId(subscriberId, suffix)).toBe(id);
  });

  it('prints one card per covered category with the member, ids and plan on its front', () => {
    const cards = getIdCards(alex);
    expect(cards.map((card) => card.front.title)).toEqual(['Medical', 'Dental', 'Pharmacy']);
    expect(cards[0]?.brandName).toBe('Evergreen Health & Dental');
    expect(cards[0]?.front.rows).toEqual([
      ['Member', 'Alex Rivera'],
      ['Member ID', 'M10020001-00'],
      ['Group', '10001000 Cascade Employers'],
      ['Plan', 'Evergreen PPO'],
      ['Effective', '01/01/2021'],
    ]);
    expect(cards[1]?.front.rows[3]).toEqual(['Plan', 'Dental']);
  });

  it.each([
    [1, '610555', 'EVGRX', 'EVG1000'],
    [2, '610556', 'EVGMAPD', 'EVGMA20'],
    [5, '610557', 'HBRRX', 'HBR5000'],
  ] as const)(
    'the pharmacy card of domain %s adds Rx BIN %s, Rx PCN %s and Rx Group %s',
    (domainId, bin, pcn, group) => {
      const [pharmacy, medical] = getIdCards({
        ...alex,
        domainId,
        coverage: [
          { category: 'Pharmacy', plan: null, effectiveDate: null },
          { category: 'Medical', plan: null, effectiveDate: null },
        ],
      });
      expect(pharmacy?.front.rows.slice(-3)).toEqual([
        ['Rx BIN', bin],
        ['Rx PCN', pcn],
        ['Rx Group', group],
      ]);
      expect(medical?.front.rows.map(([label]) => label)).not.toContain('Rx BIN');
    },
  );

  it.each([
    [1, '#1d5e3a'],
    [2, '#1f4e79'],
    [5, '#0b5563'],
  ] as const)('domain %s draws its card in its own colour %s', (domainId, colour) => {
    expect(getIdCards({ ...alex, domainId })[0]?.brand.primary).toBe(colour);
    expect(ID_CARD_BRANDS[domainId].logo.length).toBeGreaterThan(0);
  });

  // Issue 9: the card's numbers are the contact page's, from the same data.
  it.each([
    [1, 'Medical', '1-555-010-1200'],
    [1, 'Dental', '1-555-010-1300'],
    [1, 'Pharmacy', '1-555-010-1400'],
    [1, 'Vision', '1-555-010-1200'],
    [2, 'Medical', '1-555-020-1200'],
    [2, 'Pharmacy', '1-555-020-1200'],
    [5, 'Dental', '1-555-050-1300'],
  ] as const)('domain %s %s card: customer service %s', (domainId, category, phone) => {
    expect(getCardCustomerServicePhone(domainId, category)).toBe(phone);
  });

  it.each([1, 2, 5] as const)('domain %s: every number on the back is on its contact page', (domainId) => {
    const contactPhones = getContactBlocks(domainId).flatMap((block) => block.entries.map((e) => e.phone));
    for (const card of getIdCards({ ...alex, domainId })) {
      expect(card.back.phones.map(([label]) => label)).toEqual([
        'Customer service',
        'Member Dashboard help',
        'TTY',
      ]);
      for (const [, phone] of card.back.phones) expect(contactPhones).toContain(phone);
      expect(card.back.claimsAddress.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('says what the download window shows word for word', () => {
    expect(ID_CARD_TEXTS.downloading).toBe('Downloading resource...');
  });
});

describe('the card as a page and as a pdf say the same (issue 17)', () => {
  const contents = getIdCardContents(alex);
  const printed = getIdCards(alex);

  it.each(contents.map((card, index) => [card.category, card, printed[index]] as const))(
    'the %s card: every value of the page is printed, and nothing printed is left off the page',
    (_category, card, pdf) => {
      const pageValues = [
        card.memberName,
        card.memberId,
        card.group,
        card.plan,
        ...(card.effectiveDate ? ['01/01/2021'] : ['']),
        ...(card.pharmacy ? [card.pharmacy.rxBin, card.pharmacy.rxPcn, card.pharmacy.rxGroup] : []),
      ];
      expect(pdf?.front.rows.map(([, value]) => value)).toEqual(pageValues);
      expect(pdf?.back.claimsAddress).toEqual(card.claimsAddress);
      expect(pdf?.back.phones.map(([, phone]) => phone)).toEqual([
        card.phones.customerService,
        card.phones.dashboardHelp,
        card.phones.tty,
      ]);
    },
  );

  it('keeps the effective date as an ISO date, for the page to write in its language', () => {
    expect(contents.map((card) => card.effectiveDate)).toEqual(['2021-01-01', null, '2021-01-01']);
    expect(contents.map((card) => card.pharmacy !== null)).toEqual([false, false, true]);
  });
});
