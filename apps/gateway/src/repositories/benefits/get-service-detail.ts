import type { ServiceDetail } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BenefitCategory } from '../../db/tables/member-data';
import type { FamilyMember } from './family-member';

/** The detail behind a services link or a dental code (document 2 §3); null when the member has none. */
export async function getServiceDetail(
  db: Kysely<Database>,
  member: FamilyMember,
  category: BenefitCategory,
  serviceId: string,
): Promise<ServiceDetail | null> {
  const detail = await db
    .selectFrom('service_details')
    .selectAll()
    .where('member_key', '=', member.memberKey)
    .where('category', '=', category)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  if (!detail) return null;
  const tiers = await db
    .selectFrom('service_detail_tiers')
    .selectAll()
    .where('service_detail_id', '=', detail.service_detail_id)
    .where('member_key', '=', member.memberKey)
    .orderBy('display_order')
    .orderBy('service_detail_tier_id')
    .execute();
  return {
    id: detail.service_id,
    mainNote: detail.main_note,
    outOfPocket: detail.out_of_pocket,
    tierOutOfPocket: tiers.map((row) => ({
      description: row.description,
      network: row.network,
      note: row.note,
      copay: row.copay_cents,
      coinsurance: row.coinsurance_percent,
      isCopay: row.is_copay,
    })),
  };
}
