import type { Insertable } from 'kysely';
import type { BenefitCategory, ClaimStatus, ProvidersTable } from '../tables/member-data';
import type { FamilyRef, MemberRef, PersonaBuilder } from './builder';
import { PRIMARY_CARE, SPECIALISTS } from './catalogue-providers';
import { buildClaimLines } from './claim-lines';
import { addDays } from './dates';
import { fractionOf, pad } from './seed-numbers';

const DAY_MS = 86_400_000;

const OTHER_PROVIDERS: Record<Exclude<BenefitCategory, 'medical'>, readonly string[]> = {
  dental: ['Bright Smile Dental', 'Pearl District Dentistry', 'Hawthorne Family Dental'],
  vision: ['Clear View Optometry', 'Lloyd Eye Care'],
  pharmacy: ['Cascade Pharmacy #114', 'Neighborhood Drug #27'],
};

function providerFor(category: BenefitCategory, index: number): { id: string | null; name: string } {
  if (category === 'medical') {
    const pool = index % 3 === 0 ? SPECIALISTS : PRIMARY_CARE;
    const provider = pool[index % pool.length];
    return { id: provider?.provider_id ?? null, name: provider?.name ?? 'Rose City Family Medicine' };
  }
  const names = OTHER_PROVIDERS[category];
  return { id: null, name: names[index % names.length] ?? category };
}

function statusOf(index: number, count: number): ClaimStatus {
  if (index >= count - 1) return 'RECEIVED';
  if (index >= count - 2) return 'PENDING';
  if (index % 7 === 3) return 'DENIED';
  if (index % 5 === 4) return 'ADJUSTED';
  return 'PAID';
}

/**
 * Claims spread evenly over `spanMonths` months up to `lastServiceDate`, oldest first, the newest two
 * still in process; every processed claim has an EOB document (shown to subscribers, document 2 §6).
 * Its totals are the sum of its adjudicated lines (claim-lines.ts, issue 36 §6).
 */
export function addClaims(
  b: PersonaBuilder,
  family: FamilyRef,
  members: readonly MemberRef[],
  spec: {
    count: number;
    spanMonths: number;
    categories: readonly BenefitCategory[];
    lastServiceDate: string;
  },
): void {
  const last = new Date(`${spec.lastServiceDate}T00:00:00Z`);
  const spanDays = Math.round(spec.spanMonths * 30.4);
  for (let index = 0; index < spec.count; index++) {
    const member = members[index % members.length];
    const category = spec.categories[index % spec.categories.length];
    if (!member || !category) continue;
    const claimNumber = `C-${family.tag}-${pad(index + 1, 4)}`;
    const start = addDays(
      last,
      -Math.round((spanDays * (spec.count - 1 - index)) / Math.max(1, spec.count - 1)),
    );
    const startDate = new Date(`${start}T00:00:00Z`);
    const status = statusOf(index, spec.count);
    const billed = 5_000 + Math.round(fractionOf(claimNumber) * 2_000) * 100;
    const processed = status === 'RECEIVED' || status === 'PENDING' ? null : addDays(startDate, 21);
    const { lines, totals } = buildClaimLines({ claimNumber, category, status, billed });
    const provider = providerFor(category, index);
    b.rows.claims.push({
      claim_number: claimNumber,
      family_key: family.key,
      member_key: member.key,
      category,
      provider_id: provider.id,
      provider_name: provider.name,
      service_start_date: start,
      service_end_date: category === 'medical' && index % 9 === 0 ? addDays(startDate, 2) : start,
      received_date: addDays(startDate, 5),
      processed_date: processed,
      billed_cents: totals.billed,
      allowed_cents: totals.allowed,
      paid_cents: totals.planPaid,
      member_responsibility_cents: totals.memberOwes,
      status,
    });
    b.rows.claimServiceLines.push(...lines);
    if (!processed) continue;
    b.rows.eobDocuments.push({
      eob_document_id: `EOB-${claimNumber}`,
      claim_number: claimNumber,
      family_key: family.key,
      issued_date: addDays(new Date(startDate.getTime() + 21 * DAY_MS), 2),
      title: `Explanation of benefits for claim ${claimNumber}`,
      file_name: `eob-${claimNumber.toLowerCase()}.pdf`,
    });
  }
}

const REFERRAL_STATUSES = [
  ['APPROVED', 'Approved'],
  ['APPROVED', 'Approved'],
  ['PENDING', 'Pending review'],
  ['DENIED', 'Denied'],
  ['CANCELLED', 'Cancelled'],
] as const;

/** Referrals over the last two years, a third of them expired (document 2 §7 excludeExpired). */
export function addReferrals(
  b: PersonaBuilder,
  family: FamilyRef,
  members: readonly MemberRef[],
  count: number,
) {
  for (let index = 0; index < count; index++) {
    const member = members[index % members.length];
    const provider = SPECIALISTS[index % SPECIALISTS.length];
    const [statusCode, statusDescription] = REFERRAL_STATUSES[index % REFERRAL_STATUSES.length] ?? [
      'PENDING',
      '',
    ];
    if (!member || !provider) continue;
    const start = addDays(b.today, -Math.round((720 * (count - index)) / count));
    const startDate = new Date(`${start}T00:00:00Z`);
    b.rows.referrals.push({
      referral_number: `R-${family.tag}-${pad(index + 1, 4)}`,
      family_key: family.key,
      member_key: member.key,
      status_code: statusCode,
      status_description: statusDescription,
      provider_id: provider.provider_id,
      provider_name: provider.name,
      provider_specialty: provider.specialty ?? null,
      referring_provider_name: PRIMARY_CARE[index % PRIMARY_CARE.length]?.name ?? null,
      received_date: addDays(startDate, -3),
      start_date: start,
      end_date: addDays(startDate, 180),
      visits_authorized: 6,
      visits_used: statusCode === 'APPROVED' ? index % 7 : 0,
    });
  }
}

export interface PcpChoice {
  readonly provider: Insertable<ProvidersTable>;
  readonly beginDate: string;
  readonly endDate: string | null;
  readonly terminationReason?: string;
}

/** pcp360 history of a member (document 2 §3): the open row is the current selection. */
export function addPrimaryCare(b: PersonaBuilder, member: MemberRef, choices: readonly PcpChoice[]): void {
  for (const choice of choices) {
    b.rows.pcpHistory.push({
      member_key: member.key,
      provider_id: choice.provider.provider_id,
      provider_name: choice.provider.name,
      provider_title: choice.provider.title ?? null,
      begin_date: choice.beginDate,
      end_date: choice.endDate,
      pcp_selected: choice.endDate === null,
      pcp_termination_reason: choice.terminationReason ?? null,
    });
  }
}
