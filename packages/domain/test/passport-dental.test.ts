import { describe, expect, it } from 'vitest';
import { hasPlanSpecificPassportLink, PASSPORT_DENTAL } from '../src/brands/passport-dental';

describe('Passport dental (document 2 §2)', () => {
  it.each([
    ['100000075', true],
    ['10002805', false],
    [null, false],
  ])('parent group %s gets the plan-specific link: %s', (parentGroupId, expected) => {
    expect(hasPlanSpecificPassportLink(parentGroupId)).toBe(expected);
  });

  it('keeps the claim instructions and the link text of the specification', () => {
    expect(PASSPORT_DENTAL.claimItems).toEqual([
      'dentist name and address with country;',
      'member name and date of birth;',
      'services, and tooth numbers and surfaces;',
      'the charge per service and its currency.',
    ]);
    expect(PASSPORT_DENTAL.findDentist).toBe('Find in-network dentist');
    expect(PASSPORT_DENTAL.phone).toMatch(/^1-555-/);
  });
});
