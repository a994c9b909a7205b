import { describe, expect, it } from 'vitest';
import { getCardMemberId, getIdCardFaces, ID_CARD_TEXTS } from '../src/id-card/id-card';

describe('ID card (document 2 §2, §4)', () => {
  it.each([
    ['M10020001', 0, 'M10020001-00'],
    ['M10020001', 3, 'M10020001-03'],
    ['H50010001', 12, 'H50010001-12'],
  ])('member id of %s suffix %s → %s', (subscriberId, suffix, id) => {
    expect(getCardMemberId(subscriberId, suffix)).toBe(id);
  });

  it('prints one face per covered category with the member, ids, plan and phone', () => {
    const faces = getIdCardFaces({
      brandName: 'Evergreen Health & Dental',
      customerServicePhone: '1-555-010-1000',
      firstName: 'Alex',
      lastName: 'Rivera',
      subscriberId: 'M10020001',
      memberSuffix: 0,
      groupId: '10001000',
      groupName: 'Cascade Employers',
      coverage: [
        { category: 'Medical', plan: 'Evergreen PPO', effectiveDate: '2021-01-01' },
        { category: 'Dental', plan: null, effectiveDate: null },
      ],
    });
    expect(faces.map((face) => face.heading)).toEqual([
      'Evergreen Health & Dental · Medical',
      'Evergreen Health & Dental · Dental',
    ]);
    expect(faces[0]?.rows).toEqual([
      ['Member', 'Alex Rivera'],
      ['Member ID', 'M10020001-00'],
      ['Group', '10001000 Cascade Employers'],
      ['Plan', 'Evergreen PPO'],
      ['Effective', '01/01/2021'],
      ['Customer service', '1-555-010-1000'],
    ]);
    expect(faces[1]?.rows[3]).toEqual(['Plan', 'Dental']);
  });

  it('says what the download window shows word for word', () => {
    expect(ID_CARD_TEXTS.downloading).toBe('Downloading resource...');
  });
});
