import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FhirEligibilityRow, FhirFamilyRow, FhirMemberRow } from './fhir-rows';

export async function findFamily(db: Kysely<Database>, memberKey: string): Promise<FhirFamilyRow | null> {
  const row = await db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .innerJoin('groups as g', 'g.group_key', 'f.group_key')
    .select([
      'f.family_key',
      'f.subscriber_id',
      'f.domain_id',
      'g.group_id',
      'g.group_name',
      'f.address_line1',
      'f.address_line2',
      'f.city',
      'f.state',
      'f.zip_code',
    ])
    .where('m.member_key', '=', memberKey)
    .executeTakeFirst();
  if (!row) return null;
  return {
    familyKey: row.family_key,
    subscriberId: row.subscriber_id,
    domainId: row.domain_id,
    groupId: row.group_id,
    groupName: row.group_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
  };
}

export async function listMembers(db: Kysely<Database>, familyKey: string): Promise<FhirMemberRow[]> {
  const rows = await db
    .selectFrom('members')
    .select([
      'member_key',
      'member_suffix',
      'first_name',
      'last_name',
      'date_of_birth',
      'sex',
      'relationship',
    ])
    .where('family_key', '=', familyKey)
    .orderBy('member_suffix')
    .execute();
  return rows.map((row) => ({
    memberKey: row.member_key,
    suffix: row.member_suffix,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    sex: row.sex,
    relationship: row.relationship,
  }));
}

export async function listEligibility(
  db: Kysely<Database>,
  familyKey: string,
): Promise<FhirEligibilityRow[]> {
  const rows = await db
    .selectFrom('family_eligibility')
    .select(['member_key', 'suffix', 'product_category', 'source', 'effective_date', 'termed_date'])
    .where('family_key', '=', familyKey)
    .orderBy('suffix')
    .orderBy('product_category')
    .orderBy('effective_date')
    .execute();
  return rows.map((row) => ({
    memberKey: row.member_key,
    suffix: row.suffix,
    category: row.product_category,
    source: row.source,
    effectiveDate: row.effective_date,
    termedDate: row.termed_date,
  }));
}
