import type { HandbookDocument, MedicareMaterial, PriorAuthorization } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { familyKeyOf } from './member-data-repository';

/** The signed-in member's Medicare materials eligibility; `forbidden`: the source answers 403 (document 2 §8). */
export interface MaterialsEligibility {
  readonly eligible: boolean;
  readonly forbidden: boolean;
}

/**
 * Medicare materials, handbooks, the Outline of Coverage and prior authorizations (document 2 §2, §7)
 * of the signed-in member, its family or its group: every query starts from the session's member.
 */
export function createBenefitResourcesRepository(db: Kysely<Database>) {
  function groupDocuments(memberKey: string) {
    return db
      .selectFrom('group_documents as d')
      .innerJoin('families as f', 'f.group_key', 'd.group_key')
      .innerJoin('members as m', 'm.family_key', 'f.family_key')
      .where('m.member_key', '=', memberKey);
  }

  return {
    async getMaterialsEligibility(memberKey: string): Promise<MaterialsEligibility> {
      const row = await db
        .selectFrom('medicare_material_eligibility')
        .select(['eligible', 'answers_forbidden'])
        .where('member_key', '=', memberKey)
        .executeTakeFirst();
      return { eligible: row?.eligible ?? false, forbidden: row?.answers_forbidden ?? false };
    },

    async listMedicareMaterials(memberKey: string): Promise<MedicareMaterial[]> {
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
    },

    /** The group's member handbook and Certificate of Coverage, handbook first. */
    async listHandbooks(memberKey: string): Promise<HandbookDocument[]> {
      const rows = await groupDocuments(memberKey)
        .select(['d.kind', 'd.title', 'd.body', 'd.url'])
        .where('d.kind', 'in', ['member_handbook', 'certificate_of_coverage'])
        .orderBy('d.kind', 'desc')
        .execute();
      return rows.flatMap((row) =>
        row.kind === 'outline_of_coverage'
          ? []
          : [{ kind: row.kind, title: row.title, body: row.body, url: row.url }],
      );
    },

    /** The group's Outline of Coverage text; empty when the group has none. */
    async getOutlineOfCoverage(memberKey: string): Promise<string> {
      const row = await groupDocuments(memberKey)
        .select('d.body')
        .where('d.kind', '=', 'outline_of_coverage')
        .executeTakeFirst();
      return row?.body ?? '';
    },

    /** The family's prior authorizations, newest request first. */
    async listPriorAuthorizations(memberKey: string): Promise<PriorAuthorization[]> {
      const rows = await db
        .selectFrom('prior_authorizations as p')
        .innerJoin('members as m', 'm.member_key', 'p.member_key')
        .selectAll('p')
        .select(['m.first_name', 'm.last_name'])
        .where('p.family_key', '=', familyKeyOf(db, memberKey))
        .orderBy('p.requested_date', 'desc')
        .orderBy('p.prior_authorization_id', 'desc')
        .execute();
      return rows.map((row) => ({
        authorizationNumber: row.authorization_number,
        memberKey: row.member_key,
        memberName: `${row.first_name} ${row.last_name}`,
        status: row.status,
        serviceDescription: row.service_description,
        providerName: row.provider_name,
        requestedDate: row.requested_date,
        decisionDate: row.decision_date,
        startDate: row.start_date,
        endDate: row.end_date,
      }));
    },
  };
}

export type BenefitResourcesRepository = ReturnType<typeof createBenefitResourcesRepository>;
