import type { Insertable } from 'kysely';
import type { ClaimServiceLinesTable } from '../tables/claims';
import type { BenefitCategory, ClaimsTable } from '../tables/member-data';
import { fractionOf } from './seed-numbers';

interface Procedure {
  readonly code: string;
  readonly description: string;
  readonly tooth?: string;
  readonly surface?: string;
}

/** A few visits per category, each a list of procedures (CPT, CDT, HCPCS codes; NDC for pharmacy). */
const VISITS: Readonly<Record<BenefitCategory, readonly (readonly Procedure[])[]>> = {
  medical: [
    [{ code: '99213', description: 'Office visit, established patient' }],
    [
      { code: '99214', description: 'Office visit, established patient, moderate complexity' },
      { code: '85025', description: 'Complete blood count' },
      { code: '80053', description: 'Comprehensive metabolic panel' },
    ],
    [
      { code: '99203', description: 'Office visit, new patient' },
      { code: '71046', description: 'Chest X-ray, 2 views' },
    ],
    [{ code: '97110', description: 'Therapeutic exercise, 15 minutes' }],
  ],
  dental: [
    [
      { code: 'D0120', description: 'Periodic oral evaluation' },
      { code: 'D1110', description: 'Prophylaxis (cleaning), adult' },
      { code: 'D0274', description: 'Bitewing X-rays, four images' },
    ],
    [
      {
        code: 'D2392',
        description: 'Resin-based composite filling, two surfaces, posterior',
        tooth: '14',
        surface: 'MO',
      },
      {
        code: 'D2391',
        description: 'Resin-based composite filling, one surface, posterior',
        tooth: '30',
        surface: 'O',
      },
    ],
    [
      { code: 'D0220', description: 'Periapical X-ray, first image', tooth: '19' },
      { code: 'D2740', description: 'Crown, porcelain/ceramic', tooth: '19' },
    ],
    [
      {
        code: 'D2330',
        description: 'Resin-based composite filling, one surface, anterior',
        tooth: '8',
        surface: 'F',
      },
      { code: 'D7140', description: 'Extraction, erupted tooth', tooth: '32' },
    ],
  ],
  vision: [
    [{ code: '92014', description: 'Comprehensive eye exam, established patient' }],
    [
      { code: '92004', description: 'Comprehensive eye exam, new patient' },
      { code: 'V2020', description: 'Frames' },
      { code: 'V2100', description: 'Single vision lenses, pair' },
    ],
  ],
  pharmacy: [
    [{ code: '00093-7146-56', description: 'Atorvastatin 20 mg tablet, 30-day supply' }],
    [{ code: '00378-0208-01', description: 'Lisinopril 10 mg tablet, 90-day supply' }],
    [{ code: '00781-5071-01', description: 'Amoxicillin 500 mg capsule, 10-day supply' }],
  ],
};

/** `total` split by `weights`, the last part taking the rounding, so the parts add up exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const rest = total - parts.reduce((a, b) => a + b, 0);
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + rest;
  return parts;
}

/**
 * The service lines of each seeded claim (migration 012), derived from the claim so a reseed writes
 * the same rows: a visit of the claim's category, its amounts split over the lines.
 */
export function buildClaimServiceLines(
  claims: readonly Insertable<ClaimsTable>[],
): Insertable<ClaimServiceLinesTable>[] {
  return claims.flatMap((claim) => {
    const visits = VISITS[claim.category];
    const visit = visits[Math.floor(fractionOf(claim.claim_number) * visits.length)] ?? visits[0] ?? [];
    const weights = visit.map((_, index) => 3 + index * 2);
    const billed = split(claim.billed_cents, weights);
    const allowed = split(claim.allowed_cents, weights);
    const paid = split(claim.paid_cents, weights);
    const owes = split(claim.member_responsibility_cents, weights);
    return visit.map((procedure, index) => ({
      claim_number: claim.claim_number,
      line_number: index + 1,
      procedure_code: procedure.code,
      description: procedure.description,
      tooth_number: procedure.tooth ?? null,
      tooth_surface: procedure.surface ?? null,
      billed_cents: billed[index] ?? 0,
      allowed_cents: allowed[index] ?? 0,
      paid_cents: paid[index] ?? 0,
      member_owes_cents: owes[index] ?? 0,
    }));
  });
}
