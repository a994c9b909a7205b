import type { Address } from '@dash/domain/api';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { FAMILY_ADDRESS_COLUMNS, toFamilyAddress } from '../family-address-columns';
import { familyKeyOf } from '../member-data-repository';

/** A stored address as the API names it; null when the family has none yet. */
export interface StoredAddress {
  readonly address: Address | null;
  readonly version: number;
  readonly memberSuffix: number;
}

export interface NewAddress {
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string | null;
}

export async function getAddress(db: Kysely<Database>, memberKey: string): Promise<StoredAddress | null> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .select(['m.member_suffix', ...FAMILY_ADDRESS_COLUMNS, 'f.address_version'])
    .where('m.member_key', '=', memberKey)
    .executeTakeFirst();
  if (!row) return null;
  return {
    memberSuffix: row.member_suffix,
    version: row.address_version,
    address: toFamilyAddress(row),
  };
}

/** One UPDATE of the member's own family, only at the expected version: true when it was written. */
export async function updateAddress(
  db: Kysely<Database>,
  memberKey: string,
  address: NewAddress,
  expectedVersion: number,
): Promise<boolean> {
  const result = await db
    .updateTable('families')
    .set({
      address_line1: address.addressLine1,
      address_line2: address.addressLine2,
      city: address.city,
      state: address.state,
      zip_code: address.zipCode,
      country: sql<string>`coalesce(country, 'US')`,
      phone_number: address.phoneNumber,
      address_version: sql<number>`address_version + 1`,
    })
    .where('family_key', '=', familyKeyOf(db, memberKey))
    .where('address_version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
