import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { BenefitCategory, ClaimStatus } from '../db/tables/member-data';
import { toLineFigures } from './claim-line-figures';

/** A member of the family as the Patient resource needs them. */
export interface FhirMemberRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly sex: string;
  readonly relationship: string;
}

export interface FhirFamilyRow {
  readonly familyKey: string;
  readonly subscriberId: string;
  readonly domainId: number;
  readonly groupId: string;
  readonly groupName: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zipCode: string | null;
}

export interface FhirEligibilityRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly category: BenefitCategory;
  readonly source: string;
  readonly effectiveDate: string;
  readonly termedDate: string | null;
}

export interface FhirClaimRow {
  readonly claimNumber: string;
  readonly memberKey: string;
  readonly category: BenefitCategory;
  readonly providerId: string | null;
  readonly providerName: string;
  readonly serviceStartDate: string;
  readonly serviceEndDate: string;
  readonly receivedDate: string;
  readonly processedDate: string | null;
  readonly billed: number;
  readonly allowed: number;
  readonly paid: number;
  readonly memberResponsibility: number;
  readonly status: ClaimStatus;
}

/** A service line with its figures (claim-line-figures.ts), the same the claim page shows. */
export interface FhirClaimLineRow extends ReturnType<typeof toLineFigures> {
  readonly claimNumber: string;
  readonly lineNumber: number;
  readonly code: string;
  readonly description: string;
  readonly toothNumber: string | null;
  readonly toothSurface: string | null;
}

/** A comparison on a yyyy-mm-dd column, from a FHIR date search prefix. */
export interface DateBound {
  readonly op: '=' | '>=' | '>' | '<=' | '<';
  readonly day: string;
}

export interface FhirClaimFilter {
  readonly familyKey: string;
  readonly memberKeys: readonly string[];
  readonly earliestDate: string;
  readonly claimNumbers?: readonly string[];
  readonly categories?: readonly BenefitCategory[];
  readonly serviceDate: readonly DateBound[];
  readonly lastUpdated: readonly DateBound[];
  readonly offset: number;
  readonly limit: number;
}

/**
 * The rows the Patient Access API maps to FHIR (issue 18): the same tables and the same family key in
 * every query as the dashboard's repositories, so an app can never read more than the member's screens.
 */
export function createFhirRepository(db: Kysely<Database>) {
  const claimsOf = (filter: FhirClaimFilter) => {
    let q = db
      .selectFrom('claims as c')
      .where('c.family_key', '=', filter.familyKey)
      .where('c.member_key', 'in', [...filter.memberKeys])
      .where('c.service_start_date', '>=', filter.earliestDate);
    if (filter.claimNumbers) q = q.where('c.claim_number', 'in', [...filter.claimNumbers]);
    if (filter.categories) {
      // A claim type no stored claim has (institutional) matches nothing; SQL has no empty `in ()`.
      q =
        filter.categories.length > 0
          ? q.where('c.category', 'in', [...filter.categories])
          : q.where(sql<boolean>`false`);
    }
    for (const bound of filter.serviceDate) q = q.where('c.service_start_date', bound.op, bound.day);
    // A claim changes when it is received and when it is processed: the later of the two.
    for (const bound of filter.lastUpdated) {
      q = q.where((eb) => eb(eb.fn.coalesce('c.processed_date', 'c.received_date'), bound.op, bound.day));
    }
    return q;
  };

  return {
    async findFamily(memberKey: string): Promise<FhirFamilyRow | null> {
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
    },

    async listMembers(familyKey: string): Promise<FhirMemberRow[]> {
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
    },

    async listEligibility(familyKey: string): Promise<FhirEligibilityRow[]> {
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
    },

    /** One page of claims, newest date of service first (the claims screen's order), and the total. */
    async listClaims(filter: FhirClaimFilter): Promise<{ rows: FhirClaimRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        claimsOf(filter)
          .selectAll('c')
          .orderBy('c.service_start_date', 'desc')
          .orderBy('c.claim_number', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        claimsOf(filter)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirst(),
      ]);
      return {
        rows: rows.map((row) => ({
          claimNumber: row.claim_number,
          memberKey: row.member_key,
          category: row.category,
          providerId: row.provider_id,
          providerName: row.provider_name,
          serviceStartDate: row.service_start_date,
          serviceEndDate: row.service_end_date,
          receivedDate: row.received_date,
          processedDate: row.processed_date,
          billed: row.billed_cents,
          allowed: row.allowed_cents,
          paid: row.paid_cents,
          memberResponsibility: row.member_responsibility_cents,
          status: row.status,
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** The service lines of the page's claims, in one query. */
    async listClaimLines(claimNumbers: readonly string[]): Promise<FhirClaimLineRow[]> {
      if (claimNumbers.length === 0) return [];
      const rows = await db
        .selectFrom('claim_service_lines')
        .selectAll()
        .where('claim_number', 'in', [...claimNumbers])
        .orderBy('claim_number')
        .orderBy('line_number')
        .execute();
      return rows.map((line) => ({
        claimNumber: line.claim_number,
        lineNumber: line.line_number,
        code: line.procedure_code,
        description: line.description,
        toothNumber: line.tooth_number,
        toothSurface: line.tooth_surface,
        ...toLineFigures(line),
      }));
    },

    /** The directory entries of the providers a page of claims names, in one query. */
    async findProviders(providerIds: readonly string[]) {
      if (providerIds.length === 0) return [];
      const rows = await db
        .selectFrom('providers')
        .select(['provider_id', 'name', 'group_name', 'title', 'specialty'])
        .where('provider_id', 'in', [...providerIds])
        .execute();
      return rows.map((row) => ({
        providerId: row.provider_id,
        name: row.name,
        groupName: row.group_name,
        title: row.title,
        specialty: row.specialty,
      }));
    },

    /** The providers named on claims of the scope (the only providers an app may look up). */
    async listClaimProviders(familyKey: string, memberKeys: readonly string[], earliestDate: string) {
      const rows = await db
        .selectFrom('claims as c')
        .leftJoin('providers as p', 'p.provider_id', 'c.provider_id')
        .select(['c.provider_id', 'c.provider_name', 'p.group_name', 'p.title', 'p.specialty'])
        .where('c.family_key', '=', familyKey)
        .where('c.member_key', 'in', [...memberKeys])
        .where('c.service_start_date', '>=', earliestDate)
        .groupBy(['c.provider_id', 'c.provider_name', 'p.group_name', 'p.title', 'p.specialty'])
        .orderBy('c.provider_name')
        .execute();
      return rows.map((row) => ({
        providerId: row.provider_id,
        name: row.provider_name,
        groupName: row.group_name,
        title: row.title,
        specialty: row.specialty,
      }));
    },
  };
}

export type FhirRepository = ReturnType<typeof createFhirRepository>;
export type FhirProviderRow = Awaited<ReturnType<FhirRepository['listClaimProviders']>>[number];
