import type { MedicareMaterial } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The signed-in member's Medicare materials eligibility; `forbidden`: the source sends 403 (document 2 §8). */
export interface MaterialsEligibility {
  readonly eligible: boolean;
  readonly forbidden: boolean;
}

export async function getMaterialsEligibility(
  db: Kysely<Database>,
  memberKey: string,
): Promise<MaterialsEligibility> {
  const row = await db
    .selectFrom('medicare_material_eligibility')
    .select(['eligible', 'answers_forbidden'])
    .where('member_key', '=', memberKey)
    .executeTakeFirst();
  return { eligible: row?.eligible ?? false, forbidden: row?.answers_forbidden ?? false };
}

export async function listMedicareMaterials(
  db: Kysely<Database>,
  memberKey: string,
): Promise<MedicareMaterial[]> {
  const rows = await db
    .selectFrom('medicare_materials')
    .select(['title', 'description', 'document_type', 'url', 'plan_year'])
    .where('member_key', '=', memberKey)
    .orderBy('display_order')
    .orderBy('medicare_material_id')
    .execute();
  return rows.map((row) => ({
    title: row.title,
    description: row.description,
    documentType: row.document_type,
    url: row.url,
    planYear: row.plan_year,
  }));
}
