import type { Address } from '@dash/domain/api';

/** A family's postal address and phone as the account shows and edits them (`families as f`). */
export const FAMILY_ADDRESS_COLUMNS = [
  'f.address_line1',
  'f.address_line2',
  'f.city',
  'f.state',
  'f.zip_code',
  'f.country',
  'f.phone_number',
] as const;

interface FamilyAddressRow {
  readonly address_line1: string | null;
  readonly address_line2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip_code: string | null;
  readonly country: string | null;
  readonly phone_number: string | null;
}

/** The columns above as the contract names them; null when the family has no address yet. */
export function toFamilyAddress(row: FamilyAddressRow): Address | null {
  return row.address_line1
    ? {
        addressLine1: row.address_line1,
        addressLine2: row.address_line2,
        city: row.city ?? '',
        state: row.state ?? '',
        zipCode: row.zip_code ?? '',
        country: row.country ?? 'US',
        phoneNumber: row.phone_number,
      }
    : null;
}
