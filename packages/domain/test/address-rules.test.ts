import { describe, expect, it } from 'vitest';
import {
  type AddressInput,
  canEditFamilyAddress,
  getPhoneDigits,
  normalizeAddress,
  validateAddress,
} from '../src/account/address-rules';
import { isValidSecurityAnswer } from '../src/validation/validators';

const valid: AddressInput = {
  addressLine1: '1200 SW Main St',
  addressLine2: '',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phoneNumber: '',
};

describe('validateAddress (issue 13: street, city, two-letter state, 5 or 9 digit ZIP, phone)', () => {
  it.each([
    ['a complete address', {}, {}],
    ['a 9 digit ZIP with hyphen', { zipCode: '97201-1234' }, {}],
    ['a 9 digit ZIP without hyphen', { zipCode: '972011234' }, {}],
    ['a lower-case state', { state: 'wa' }, {}],
    ['a phone in parentheses', { phoneNumber: '(503) 555-0142' }, {}],
    ['a phone with country code', { phoneNumber: '+1 503 555 0142' }, {}],
    ['a second line', { addressLine2: 'Apt #4' }, {}],
    ['no street', { addressLine1: '  ' }, { addressLine1: 'Street address is a required field' }],
    ['a street of symbols', { addressLine1: '!!' }, { addressLine1: 'Invalid Street address' }],
    [
      'a street too long',
      { addressLine1: `1 ${'a'.repeat(60)}` },
      { addressLine1: 'Street address exceeds the maximum number of characters' },
    ],
    ['no city', { city: '' }, { city: 'City is a required field' }],
    ['a city with digits', { city: 'Portland 2' }, { city: 'Invalid City' }],
    ['no state', { state: '' }, { state: 'State is a required field' }],
    ['a state name', { state: 'Oregon' }, { state: 'Invalid State' }],
    ['an unknown code', { state: 'XX' }, { state: 'Invalid State' }],
    ['no ZIP', { zipCode: '' }, { zipCode: 'ZIP code is a required field' }],
    ['a 4 digit ZIP', { zipCode: '9720' }, { zipCode: 'Invalid ZIP code' }],
    ['a 6 digit ZIP', { zipCode: '972011' }, { zipCode: 'Invalid ZIP code' }],
    ['letters in the ZIP', { zipCode: '97a01' }, { zipCode: 'Invalid ZIP code' }],
    ['a 7 digit phone', { phoneNumber: '555-0142' }, { phoneNumber: 'Invalid Phone number' }],
    ['letters in the phone', { phoneNumber: '503-555-CALL' }, { phoneNumber: 'Invalid Phone number' }],
  ])('%s', (_case, change, expected) => {
    expect(validateAddress({ ...valid, ...change })).toEqual(expected);
  });
});

describe('validateAddress with the address on file (issue 36 §2: only what the member changed is judged)', () => {
  // Values older rules accepted: an exchange starting with 0, a street with a symbol today's rule refuses.
  const onFile = {
    ...valid,
    addressLine1: '12 Main St; Rear',
    addressLine2: null,
    phoneNumber: '555-030-1000',
  };
  it.each([
    ['the whole address as loaded', {}, {}],
    ['only the street changed, the old phone kept', { addressLine1: '1200 SW Main St' }, {}],
    ['only the phone changed, the old street kept', { phoneNumber: '503-555-0142' }, {}],
    ['the kept phone with spaces around it', { phoneNumber: ' 555-030-1000 ' }, {}],
    [
      'a changed phone that fails the rule',
      { phoneNumber: '555-030-1001' },
      { phoneNumber: 'Invalid Phone number' },
    ],
    [
      'a changed street that fails the rule',
      { addressLine1: '12 Main St; Front' },
      { addressLine1: 'Invalid Street address' },
    ],
    ['a required field emptied', { city: '' }, { city: 'City is a required field' }],
    [
      'a new second line, judged',
      { addressLine2: '!!' },
      { addressLine2: 'Invalid Apartment, suite or unit' },
    ],
  ])('%s', (_case, change, expected) => {
    expect(validateAddress({ ...onFile, addressLine2: '', ...change }, onFile)).toEqual(expected);
  });

  it('without the address on file, the same old values are judged as new ones', () => {
    expect(validateAddress({ ...onFile, addressLine2: '' })).toEqual({
      addressLine1: 'Invalid Street address',
      phoneNumber: 'Invalid Phone number',
    });
  });

  it('an empty field on file is never "unchanged": a required one stays required', () => {
    expect(validateAddress({ ...valid, city: '' }, { ...valid, addressLine2: null, city: '' })).toEqual({
      city: 'City is a required field',
    });
  });

  it.each([
    [
      'the kept phone, stored exactly as it was',
      { addressLine1: '7 NE Oak St' },
      { phoneNumber: '555-030-1000' },
    ],
    [
      'a changed phone, stored in its normal form',
      { phoneNumber: '5035550142' },
      { phoneNumber: '(503) 555-0142' },
    ],
    [
      'the kept street, stored as it was',
      { phoneNumber: '' },
      { addressLine1: '12 Main St; Rear', phoneNumber: null },
    ],
  ])('normalizeAddress: %s', (_case, change, expected) => {
    const stored = normalizeAddress({ ...onFile, addressLine2: '', ...change }, onFile);
    expect(stored).toMatchObject(expected);
  });
});

describe('normalizeAddress', () => {
  it('trims, upper-cases the state, hyphenates a 9 digit ZIP and formats the phone', () => {
    expect(
      normalizeAddress({
        ...valid,
        addressLine1: ' 1200 SW Main St ',
        state: 'or',
        zipCode: '972011234',
        phoneNumber: '5035550142',
      }),
    ).toEqual({
      addressLine1: '1200 SW Main St',
      addressLine2: null,
      city: 'Portland',
      state: 'OR',
      zipCode: '97201-1234',
      phoneNumber: '(503) 555-0142',
    });
  });

  it.each([
    ['503.555.0142', '5035550142'],
    ['1-503-555-0142', '5035550142'],
    ['123-555-0142', null],
    ['503-555-01425', null],
  ])('getPhoneDigits(%s) is %s', (input, expected) => {
    expect(getPhoneDigits(input)).toBe(expected);
  });
});

describe('canEditFamilyAddress (decision 012)', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('suffix %i: %s', (suffix, expected) => {
    expect(canEditFamilyAddress(suffix)).toBe(expected);
  });
});

describe('security answer rule (document 1 §5): 3-30 letters, digits, symbols and space', () => {
  it.each([
    ['Portland', true],
    ['St. John’s', false],
    ['a b', true],
    ['#1 fan!', true],
    ['ab', false],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['Bisçuit', false],
    // A literal space only (issue 36): no tab, newline or no-break space.
    ['tab\there', false],
    ['new\nline', false],
    ['no\u00a0break', false],
  ])('%j is %s', (answer, expected) => {
    expect(isValidSecurityAnswer(answer)).toBe(expected);
  });
});
