import {
  adjudicateLines,
  type CostShareTerms,
  type DenialCode,
  percentOfCents,
  splitCents,
  sumLines,
} from '@dash/domain';
import type { Insertable } from 'kysely';
import type { ClaimServiceLinesTable } from '../tables/claims';
import type { BenefitCategory, ClaimStatus } from '../tables/member-data';
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

/**
 * The seeded plans' cost sharing by procedure (rules as data): office visits and prescriptions a
 * copay, eye exams a smaller one, preventive dental nothing, other services coinsurance after the
 * deductible (20 %, crowns 50 %).
 */
const TERMS: readonly { readonly match: RegExp; readonly terms: CostShareTerms }[] = [
  { match: /^992/, terms: { appliesDeductible: false, copay: 3_000, coinsuranceBasisPoints: 0 } },
  { match: /^920/, terms: { appliesDeductible: false, copay: 1_000, coinsuranceBasisPoints: 0 } },
  { match: /^\d{5}-/, terms: { appliesDeductible: false, copay: 1_000, coinsuranceBasisPoints: 0 } },
  { match: /^D[01]/, terms: { appliesDeductible: false, copay: 0, coinsuranceBasisPoints: 0 } },
  { match: /^D27/, terms: { appliesDeductible: true, copay: 0, coinsuranceBasisPoints: 5_000 } },
  { match: /^V/, terms: { appliesDeductible: false, copay: 0, coinsuranceBasisPoints: 2_000 } },
  { match: /./, terms: { appliesDeductible: true, copay: 0, coinsuranceBasisPoints: 2_000 } },
];

function termsOf(code: string): CostShareTerms {
  const found = TERMS.find((row) => row.match.test(code));
  if (!found) throw new Error(`no cost-sharing terms for ${code}`);
  return found.terms;
}

/** The seeded plans' allowed amount: 72 % of the billed charge, the network's discount the rest. */
const ALLOWED_BASIS_POINTS = 7_200;

/** Deductible still to meet when a claim arrives: on some claims, so every share kind appears. */
const DEDUCTIBLE_LEFT: Readonly<Record<BenefitCategory, number>> = {
  medical: 15_000,
  dental: 5_000,
  vision: 0,
  pharmacy: 0,
};

/** Why a denied claim's lines, or a partly paid claim's last line, were denied, per category. */
const DENIALS: Readonly<Record<BenefitCategory, { denied: DenialCode; partly: DenialCode }>> = {
  medical: { denied: '50', partly: '96' },
  dental: { denied: '119', partly: '119' },
  vision: { denied: '119', partly: '96' },
  pharmacy: { denied: '197', partly: '197' },
};

export interface SeedClaim {
  readonly claimNumber: string;
  readonly category: BenefitCategory;
  readonly status: ClaimStatus;
  readonly billed: number;
}

/** A visit of the category, the same for a claim on every run; a partly paid claim takes one of several lines. */
function visitOf(claim: SeedClaim): readonly Procedure[] {
  const visits = VISITS[claim.category];
  const pool =
    claim.status === 'ADJUSTED' && visits.some((v) => v.length > 1)
      ? visits.filter((v) => v.length > 1)
      : visits;
  return pool[Math.floor(fractionOf(claim.claimNumber) * pool.length)] ?? pool[0] ?? [];
}

/**
 * The service lines of a seeded claim (migrations 012 and 024) and the claim's totals as their sum
 * (issue 36 §6): the billed charge split over the lines by largest remainder, each line adjudicated
 * once in whole cents by the domain's rule. A claim not yet processed carries its billed lines only.
 */
export function buildClaimLines(claim: SeedClaim): {
  lines: Insertable<ClaimServiceLinesTable>[];
  totals: { billed: number; allowed: number; planPaid: number; memberOwes: number };
} {
  const visit = visitOf(claim);
  const billed = splitCents(
    claim.billed,
    visit.map((_, index) => 3 + index * 2),
  );
  const processed = claim.status !== 'RECEIVED' && claim.status !== 'PENDING';
  const denial = DENIALS[claim.category];
  const deductibleLeft =
    fractionOf(`${claim.claimNumber}:deductible`) < 0.3 ? DEDUCTIBLE_LEFT[claim.category] : 0;
  const { lines } = adjudicateLines(
    visit.map((procedure, index) => ({
      billed: billed[index] ?? 0,
      allowed: percentOfCents(billed[index] ?? 0, ALLOWED_BASIS_POINTS),
      terms: termsOf(procedure.code),
      denialCode:
        claim.status === 'DENIED'
          ? denial.denied
          : claim.status === 'ADJUSTED' && visit.length > 1 && index === visit.length - 1
            ? denial.partly
            : null,
    })),
    deductibleLeft,
  );
  const figures = lines.map((line) =>
    processed
      ? line
      : {
          ...line,
          allowed: 0,
          deductible: 0,
          copay: 0,
          coinsurance: 0,
          notCovered: 0,
          planPaid: 0,
          memberOwes: 0,
        },
  );
  return {
    lines: visit.map((procedure, index) => {
      const line = figures[index];
      return {
        claim_number: claim.claimNumber,
        line_number: index + 1,
        procedure_code: procedure.code,
        description: procedure.description,
        tooth_number: procedure.tooth ?? null,
        tooth_surface: procedure.surface ?? null,
        billed_cents: line?.billed ?? 0,
        allowed_cents: line?.allowed ?? 0,
        paid_cents: line?.planPaid ?? 0,
        member_owes_cents: line?.memberOwes ?? 0,
        deductible_cents: line?.deductible ?? 0,
        copay_cents: line?.copay ?? 0,
        coinsurance_cents: line?.coinsurance ?? 0,
        not_covered_cents: line?.notCovered ?? 0,
        denial_code: processed ? (line?.denialCode ?? null) : null,
      };
    }),
    totals: sumLines(figures),
  };
}
