import { validationMessages } from '../validation/messages';
import { isUnchangedOnFile } from '../validation/on-file';

/**
 * The two-letter codes a mailing address may name as its state (document 2 §3 address; issue 13
 * "two-letter state"): the 50 states, the District of Columbia, the territories and the military
 * mail codes the postal service accepts.
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;

/** The editable fields of the family's address (document 2 §3 Account details, address). */
export const ADDRESS_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The labels the address form shows, and the generic messages (document 1 §5) name. */
export const ADDRESS_LABELS: Readonly<Record<AddressField, string>> = {
  addressLine1: 'Street address',
  addressLine2: 'Apartment, suite or unit',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  phoneNumber: 'Phone number',
};

/** Longest value of each field; a longer one gets the generic maximum message (document 1 §5). */
export const ADDRESS_MAX_LENGTHS: Readonly<Record<AddressField, number>> = {
  addressLine1: 60,
  addressLine2: 60,
  city: 40,
  state: 2,
  zipCode: 10,
  phoneNumber: 20,
};

/** What the member typed; every field is text, the optional ones may be empty. */
export type AddressInput = Readonly<Record<AddressField, string>>;
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

const STREET = /^[A-Za-z0-9][A-Za-z0-9 .,'#/&-]*$/;
const CITY = /^[A-Za-z][A-Za-z .'-]*$/;
const ZIP = /^\d{5}(-?\d{4})?$/;

/** The ten digits of a US phone number, from any usual way of writing it; null when it is not one. */
export function getPhoneDigits(value: string): string | null {
  if (!/^[\d\s().+-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // A North American number: area code and exchange do not start with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : null;
}

/** The address on file as the form holds it: every field text, an absent one empty. */
export type AddressOnFile = Readonly<Record<AddressField, string | null>>;

/** The form's values for an address on file: every field as text, an absent one empty. */
export function toAddressInput(address: AddressOnFile | null): AddressInput {
  return {
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    phoneNumber: address?.phoneNumber ?? '',
  };
}

/**
 * One message per field at fault, none when the address may be stored (issue 13: street, city,
 * two-letter state, 5 or 9 digit ZIP, phone). Street, city, state and ZIP are required; the second
 * line and the phone are optional, but a phone given must be a ten-digit US number. A field whose
 * value is still the one on file is not judged again (issue 36 §2).
 */
export function validateAddress(input: AddressInput, onFile?: AddressOnFile | null): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const required: readonly AddressField[] = ['addressLine1', 'city', 'state', 'zipCode'];
  for (const field of ADDRESS_FIELDS) {
    const value = input[field].trim();
    const label = ADDRESS_LABELS[field];
    if (value === '') {
      if (required.includes(field)) errors[field] = validationMessages.required(label);
      continue;
    }
    if (isUnchangedOnFile(value, onFile?.[field])) continue;
    if (value.length > ADDRESS_MAX_LENGTHS[field] && field !== 'state') {
      errors[field] = validationMessages.tooLong(label);
      continue;
    }
    if (!isFieldValueValid(field, value)) errors[field] = validationMessages.invalid(label);
  }
  return errors;
}

function isFieldValueValid(field: AddressField, value: string): boolean {
  switch (field) {
    case 'addressLine1':
    case 'addressLine2':
      return STREET.test(value);
    case 'city':
      return CITY.test(value);
    case 'state':
      return (US_STATE_CODES as readonly string[]).includes(value.toUpperCase());
    case 'zipCode':
      return ZIP.test(value);
    case 'phoneNumber':
      return getPhoneDigits(value) !== null;
  }
}

export type StoredAddress = {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string | null;
};

/**
 * The form an accepted address is stored in: trimmed, state upper case, ZIP 12345 or 12345-6789, phone
 * (503) 555-0100. A field still as it is on file is stored exactly as it was (issue 36 §2), so saving
 * the street never rewrites, or drops, a phone that today's rule would not accept.
 */
export function normalizeAddress(input: AddressInput, onFile?: AddressOnFile | null): StoredAddress {
  const zip = input.zipCode.trim().replace('-', '');
  const phone = getPhoneDigits(input.phoneNumber.trim());
  const normalized: StoredAddress = {
    addressLine1: input.addressLine1.trim(),
    addressLine2: input.addressLine2.trim() === '' ? null : input.addressLine2.trim(),
    city: input.city.trim(),
    state: input.state.trim().toUpperCase(),
    zipCode: zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip,
    phoneNumber: phone ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : null,
  };
  if (!onFile) return normalized;
  const kept = (field: AddressField) => isUnchangedOnFile(input[field], onFile[field]);
  return {
    addressLine1: kept('addressLine1') ? (onFile.addressLine1 ?? '') : normalized.addressLine1,
    addressLine2: kept('addressLine2') ? onFile.addressLine2 : normalized.addressLine2,
    city: kept('city') ? (onFile.city ?? '') : normalized.city,
    state: kept('state') ? (onFile.state ?? '') : normalized.state,
    zipCode: kept('zipCode') ? (onFile.zipCode ?? '') : normalized.zipCode,
    phoneNumber: kept('phoneNumber') ? onFile.phoneNumber : normalized.phoneNumber,
  };
}

/**
 * Who may change the family's address: only the subscriber (suffix 0), whose mailing address it is
 * (decision 012). Dependents see it read-only.
 */
export function canEditFamilyAddress(memberSuffix: number): boolean {
  return memberSuffix === 0;
}
