import type { Insertable } from 'kysely';
import type { EbillStatusTable, PlanManagementTable } from '../tables/member-data';
import type { FamilyRef, MemberRef, PersonaBuilder } from './builder';

/** Program eligibility of a whole family, or of one member when `member` is given. */
export function addPrograms(
  b: PersonaBuilder,
  family: FamilyRef,
  programIds: readonly number[],
  member: MemberRef | null = null,
): void {
  for (const programId of programIds) {
    b.rows.programEnrollments.push({
      family_key: family.key,
      member_key: member?.key ?? null,
      program_id: programId,
      eligible: true,
      enrolled: true,
    });
  }
}

export function addEbill(
  b: PersonaBuilder,
  family: FamilyRef,
  flags: Omit<Insertable<EbillStatusTable>, 'family_key'>,
): void {
  b.rows.ebillStatus.push({ family_key: family.key, ...flags });
}

const CANCELLATION_OPTIONS = JSON.stringify([
  { id: 'M', description: 'Cancel my medical plan only' },
  { id: 'D', description: 'Cancel my medical and dental plans' },
]);

/** Plan management of a family (document 2 §3); unset fields are null. */
export function addPlanManagement(
  b: PersonaBuilder,
  family: FamilyRef,
  spec: Omit<Insertable<PlanManagementTable>, 'family_key' | 'direct_cancellation_options'>,
): void {
  b.rows.planManagement.push({
    family_key: family.key,
    direct_cancellation_options: CANCELLATION_OPTIONS,
    direct_shop_url: 'https://shop.example.com/individual-plans',
    exchange_url: 'https://exchange.example.com',
    exchange_url_label: 'Visit the health insurance marketplace',
    ...spec,
  });
}

/** Medicare materials (document 2 §7); `forbidden` makes the call respond 403 (document 2 §8). */
export function addMedicareMaterials(
  b: PersonaBuilder,
  member: MemberRef,
  planYear: number,
  options: { forbidden?: boolean } = {},
): void {
  b.rows.medicareMaterialEligibility.push({
    member_key: member.key,
    eligible: true,
    answers_forbidden: options.forbidden ?? false,
  });
  if (options.forbidden) return;
  const documents = [
    ['Evidence of Coverage', 'EOC', 'What the plan covers and what you pay, in full.'],
    ['Annual Notice of Changes', 'ANOC', 'What changes in your plan next year.'],
    ['Summary of Benefits', 'SB', 'A short summary of the costs of covered services.'],
    ['Formulary', 'FORMULARY', 'The list of covered drugs.'],
    ['Provider and Pharmacy Directory', 'DIRECTORY', 'Network doctors, hospitals and pharmacies.'],
  ] as const;
  documents.forEach(([title, type, description], index) => {
    b.rows.medicareMaterials.push({
      member_key: member.key,
      title: `${planYear} ${title}`,
      description,
      document_type: type,
      url: `https://documents.example.com/medicare/${planYear}/${type.toLowerCase()}.pdf`,
      plan_year: planYear,
      display_order: index + 1,
    });
  });
}
