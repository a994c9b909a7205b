import { COVERAGE_CATEGORY_LABELS } from '@dash/domain';
import type { FamilyEligibilityRow, ProductCategory, Program, ProgramDetails } from '@dash/domain/api';
import type { Kysely } from 'kysely';
import { prepare } from '../db/prepared-query';
import type { Database } from '../db/schema';
import type { BenefitCategory } from '../db/tables/member-data';
import type { MemberScope } from './member-scope';

/** The tables hold lower-case categories; the API spells them as document 2 §3 does. */
export const API_CATEGORY: Readonly<Record<BenefitCategory, ProductCategory>> = COVERAGE_CATEGORY_LABELS;

/** A member (m) with their family (f) and group (g): where every "who is this member" query starts. */
export function fromMemberFamilyGroup(db: Kysely<Database>) {
  return db
    .selectFrom('members as m')
    .innerJoin('families as f', 'f.family_key', 'm.family_key')
    .innerJoin('groups as g', 'g.group_key', 'f.group_key');
}

/** The signed-in member's family key as a subquery: every query starts from the session's member. */
export function familyKeyOf(db: Kysely<Database>, memberKey: string) {
  return db.selectFrom('members as me').select('me.family_key').where('me.member_key', '=', memberKey);
}

/** The session's member as a scope: the key as a parameter, the family found from it. */
export function scopeOfMember(db: Kysely<Database>, memberKey: string): MemberScope {
  return { memberKey, familyKey: familyKeyOf(db, memberKey).$asScalar() };
}

/** The enrolments (e) of the family, or of this member of it (document 2 §3 Program); home, the shell. */
export function programEnrollmentsOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('program_enrollments as e')
    .where('e.family_key', '=', scope.familyKey)
    .where('e.enrolled', '=', true)
    .where((eb) => eb.or([eb('e.member_key', 'is', null), eb('e.member_key', '=', scope.memberKey)]));
}

/** The programs of those enrolments, in display order. */
export function programRowsOf(db: Kysely<Database>, scope: MemberScope) {
  return programEnrollmentsOf(db, scope)
    .innerJoin('programs as p', 'p.program_id', 'e.program_id')
    .selectAll('p')
    .select('e.eligible')
    .orderBy('p.display_order')
    .orderBy('p.program_id');
}

/** The family's eBill flags; no row means none. */
export function ebillStatusOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('ebill_status')
    .select(['has_ebill', 'ebill_registered', 'show_ebill_alert'])
    .where('family_key', '=', scope.familyKey);
}

/** The member's own ID card eligibility (document 2 §7); no row means not eligible. */
export function idCardEligibilityOf(db: Kysely<Database>, scope: MemberScope) {
  return db.selectFrom('id_card_eligibility').select('eligible').where('member_key', '=', scope.memberKey);
}

/** The family's employee id and local 598 flag (document 2 §2). */
export function employeeInfoOf(db: Kysely<Database>, scope: MemberScope) {
  return db
    .selectFrom('families')
    .select(['employee_id', 'is_local598'])
    .where('family_key', '=', scope.familyKey);
}

export interface ProgramRow {
  program_id: number;
  name: string;
  description: string;
  categories: string[];
  eligible: boolean;
  display_order: number;
  high_priority: boolean;
  feature_group: string | null;
  child_resource_ids: number[];
  resource: string | null;
  url: string | null;
  url_document_type: string | null;
  phone_number: string | null;
}

function toProgram(row: ProgramRow): Program {
  return {
    id: row.program_id,
    name: row.name,
    description: row.description,
    categories: row.categories,
    eligible: row.eligible,
    displayOrder: row.display_order,
    highPriority: row.high_priority,
    featureGroup: row.feature_group,
    childResourceIds: row.child_resource_ids,
    resource: row.resource,
    url: row.url,
    urlDocumentType: row.url_document_type,
  };
}

/** Program rows as programs; a program enrolled for the family and for the member appears once. */
export function toPrograms(rows: readonly ProgramRow[]): Program[] {
  return uniquePrograms(rows).map(toProgram);
}

function uniquePrograms<R extends ProgramRow>(rows: readonly R[]): R[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.program_id) && seen.add(row.program_id));
}

/** A family without an eBill row has no eBill (document 2 §6: the menu is then hidden). */
export function toEbillStatus(
  row: { has_ebill: boolean; ebill_registered: boolean; show_ebill_alert: boolean } | null | undefined,
) {
  return {
    hasEbill: row?.has_ebill ?? false,
    ebillRegistered: row?.ebill_registered ?? false,
    showEbillAlert: row?.show_ebill_alert ?? false,
  };
}

export function toEmployeeInfo(row: { employee_id: string | null; is_local598: boolean } | null | undefined) {
  return row ? { employeeId: row.employee_id, local598: row.is_local598 } : null;
}

/** Family eligibility, programs, eBill, ID card and employee info of the signed-in member's family. */
export function createMemberDataRepository(db: Kysely<Database>) {
  const familyEligibility = prepare(db, (p: { memberKey: string }) =>
    db
      .selectFrom('family_eligibility')
      .select(['member_key', 'suffix', 'product_category', 'source', 'effective_date', 'termed_date'])
      .where('family_key', '=', familyKeyOf(db, p.memberKey))
      .orderBy('suffix')
      .orderBy('product_category')
      .orderBy('effective_date'),
  );

  const programRows = prepare(db, (p: { memberKey: string }) =>
    programRowsOf(db, scopeOfMember(db, p.memberKey)),
  );
  const ebillStatus = prepare(db, (p: { memberKey: string }) =>
    ebillStatusOf(db, scopeOfMember(db, p.memberKey)),
  );
  const idCardEligibility = prepare(db, (p: { memberKey: string }) =>
    idCardEligibilityOf(db, scopeOfMember(db, p.memberKey)),
  );
  const employeeInfo = prepare(db, (p: { memberKey: string }) =>
    employeeInfoOf(db, scopeOfMember(db, p.memberKey)),
  );

  async function listProgramRows(memberKey: string): Promise<ProgramRow[]> {
    return uniquePrograms(await programRows.all({ memberKey }));
  }

  return {
    async listFamilyEligibility(memberKey: string): Promise<FamilyEligibilityRow[]> {
      const rows = await familyEligibility.all({ memberKey });
      return rows.map((row) => ({
        memberKey: row.member_key,
        suffix: row.suffix,
        productCategory: API_CATEGORY[row.product_category],
        source: row.source,
        effectiveDate: row.effective_date,
        termedDate: row.termed_date,
      }));
    },

    async listPrograms(memberKey: string): Promise<Program[]> {
      return (await listProgramRows(memberKey)).map(toProgram);
    },

    async listProgramDetails(memberKey: string): Promise<ProgramDetails[]> {
      return (await listProgramRows(memberKey)).map((row) => ({
        ...toProgram(row),
        phoneNumber: row.phone_number,
      }));
    },

    async getEbillStatus(memberKey: string) {
      return toEbillStatus(await ebillStatus.first({ memberKey }));
    },

    /** ID card eligibility of the member themself (document 2 §7); no row means not eligible. */
    async isIdCardEligible(memberKey: string): Promise<boolean> {
      const row = await idCardEligibility.first({ memberKey });
      return row?.eligible ?? false;
    },

    async getEmployeeInfo(memberKey: string) {
      return toEmployeeInfo(await employeeInfo.first({ memberKey }));
    },
  };
}

export type MemberDataRepository = ReturnType<typeof createMemberDataRepository>;
