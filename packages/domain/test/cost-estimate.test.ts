import { describe, expect, it } from 'vitest';
import {
  adjudicateLines,
  type CostSharing,
  ESTIMATE_SEARCH_MESSAGES,
  type EstimateAccumulators,
  EstimateSearchFields,
  estimateCostShare,
  findServices,
  getEstimableCategories,
  getRemaining,
  getServiceMatchRank,
  isBillingCode,
  sortEstimates,
} from '../src/index';

const IN_NETWORK: EstimateAccumulators = {
  individualDeductible: { limit: 150_000, met: 0 },
  familyDeductible: { limit: 300_000, met: 0 },
  individualOutOfPocket: { limit: 400_000, met: 0 },
  familyOutOfPocket: { limit: 800_000, met: 0 },
  annualMaximum: null,
};
const withMet = (
  overrides: Partial<Record<keyof EstimateAccumulators, number>>,
  base: EstimateAccumulators = IN_NETWORK,
): EstimateAccumulators =>
  Object.fromEntries(
    Object.entries(base).map(([key, figures]) => {
      const met = overrides[key as keyof EstimateAccumulators];
      return [key, figures === null || met === undefined ? figures : { ...figures, met }];
    }),
  ) as unknown as EstimateAccumulators;

const COINSURANCE_20: CostSharing = {
  covered: true,
  deductibleApplies: true,
  copay: null,
  coinsurancePercent: 20,
};
const COPAY_25: CostSharing = {
  covered: true,
  deductibleApplies: false,
  copay: 2_500,
  coinsurancePercent: null,
};
const DENTAL_ACCUMULATORS: EstimateAccumulators = {
  individualDeductible: { limit: 5_000, met: 5_000 },
  familyDeductible: { limit: 15_000, met: 5_000 },
  individualOutOfPocket: null,
  familyOutOfPocket: null,
  annualMaximum: { limit: 150_000, met: 0 },
};

type Row = readonly [
  string,
  number | null,
  CostSharing,
  EstimateAccumulators,
  // deductible, copay, coinsurance, above the maximum, plan pays; or the kind without an estimate
  readonly [number, number, number, number, number] | 'notCovered' | 'noEstimate',
];

describe('the member’s estimated cost-sharing (issue 38 §1), in cents', () => {
  const rows: readonly Row[] = [
    [
      'deductible not met: all of it toward the deductible',
      20_000,
      COINSURANCE_20,
      IN_NETWORK,
      [20_000, 0, 0, 0, 0],
    ],
    [
      'deductible partly met: the rest of it, then coinsurance',
      20_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 145_000 }),
      [5_000, 0, 3_000, 0, 12_000],
    ],
    [
      'deductible met: coinsurance alone',
      20_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 150_000 }),
      [0, 0, 4_000, 0, 16_000],
    ],
    [
      'coinsurance after the deductible within one service',
      30_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 140_000 }),
      [10_000, 0, 4_000, 0, 16_000],
    ],
    [
      'out-of-pocket maximum reached mid-service: coinsurance cut to what is left',
      50_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 150_000, individualOutOfPocket: 398_000 }),
      [0, 0, 2_000, 0, 48_000],
    ],
    [
      'out-of-pocket maximum reached inside the deductible',
      100_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 60_000, individualOutOfPocket: 370_000 }),
      [30_000, 0, 0, 0, 70_000],
    ],
    [
      'out-of-pocket maximum already reached: the plan pays all',
      20_000,
      COPAY_25,
      withMet({ individualOutOfPocket: 400_000 }),
      [0, 0, 0, 0, 20_000],
    ],
    ['copay only, the deductible not applied', 14_000, COPAY_25, IN_NETWORK, [0, 2_500, 0, 0, 11_500]],
    ['copay above the allowed amount: the allowed amount', 1_800, COPAY_25, IN_NETWORK, [0, 1_800, 0, 0, 0]],
    [
      'copay after the deductible, then coinsurance',
      20_000,
      { covered: true, deductibleApplies: true, copay: 5_000, coinsurancePercent: 10 },
      withMet({ individualDeductible: 145_000 }),
      [5_000, 5_000, 1_000, 0, 9_000],
    ],
    [
      'family deductible met first: it caps the individual one',
      20_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 20_000, familyDeductible: 295_000 }),
      [5_000, 0, 3_000, 0, 12_000],
    ],
    [
      'individual deductible met first, the family one not',
      20_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 150_000, familyDeductible: 100_000 }),
      [0, 0, 4_000, 0, 16_000],
    ],
    [
      'family out-of-pocket maximum met first',
      20_000,
      COINSURANCE_20,
      withMet({ individualDeductible: 150_000, individualOutOfPocket: 100_000, familyOutOfPocket: 799_000 }),
      [0, 0, 1_000, 0, 19_000],
    ],
    [
      'dental preventive: no deductible, no coinsurance',
      12_000,
      { covered: true, deductibleApplies: false, copay: null, coinsurancePercent: 0 },
      DENTAL_ACCUMULATORS,
      [0, 0, 0, 0, 12_000],
    ],
    [
      'dental maximum nearly used: the plan pays up to it, the member the rest',
      120_000,
      { covered: true, deductibleApplies: true, copay: null, coinsurancePercent: 50 },
      withMet({ annualMaximum: 140_000 }, DENTAL_ACCUMULATORS),
      [0, 0, 60_000, 50_000, 10_000],
    ],
    [
      'dental maximum used up: the member pays all',
      15_000,
      { covered: true, deductibleApplies: true, copay: null, coinsurancePercent: 20 },
      withMet({ annualMaximum: 150_000, individualDeductible: 0 }, DENTAL_ACCUMULATORS),
      [5_000, 0, 2_000, 8_000, 0],
    ],
    [
      'a plan without deductible or maximums',
      10_000,
      { covered: true, deductibleApplies: true, copay: null, coinsurancePercent: 30 },
      {
        individualDeductible: null,
        familyDeductible: null,
        individualOutOfPocket: null,
        familyOutOfPocket: null,
        annualMaximum: null,
      },
      [0, 0, 3_000, 0, 7_000],
    ],
    [
      'a service the plan does not cover',
      50_000,
      { covered: false, deductibleApplies: false, copay: null, coinsurancePercent: null },
      IN_NETWORK,
      'notCovered',
    ],
    ['covered, no rate: no estimate available, call us', null, COINSURANCE_20, IN_NETWORK, 'noEstimate'],
  ];

  it.each(rows)('%s', (_case, allowed, sharing, accumulators, expected) => {
    const estimate = estimateCostShare({ allowed, sharing, accumulators });
    if (typeof expected === 'string') {
      expect(estimate.kind).toBe(expected);
      return;
    }
    if (estimate.kind !== 'estimate') throw new Error(`expected an estimate, got ${estimate.kind}`);
    const [deductible, copay, coinsurance, aboveMaximum, planPays] = expected;
    expect(estimate.member).toEqual({
      deductible,
      copay,
      coinsurance,
      aboveMaximum,
      total: deductible + copay + coinsurance + aboveMaximum,
    });
    expect(estimate.planPays).toBe(planPays);
    expect(estimate.member.total + estimate.planPays).toBe(allowed);
  });

  it('counts the service in the accumulators after it', () => {
    const estimate = estimateCostShare({
      allowed: 20_000,
      sharing: COINSURANCE_20,
      accumulators: withMet({ individualDeductible: 145_000, familyDeductible: 200_000 }),
    });
    if (estimate.kind !== 'estimate') throw new Error('expected an estimate');
    expect(estimate.after.individualDeductible).toEqual({ limit: 150_000, met: 150_000 });
    expect(estimate.after.familyDeductible).toEqual({ limit: 300_000, met: 205_000 });
    expect(estimate.after.individualOutOfPocket).toEqual({ limit: 400_000, met: 8_000 });
    expect(estimate.outOfPocketReached).toBe(false);
  });

  it('says when the out-of-pocket maximum or the annual maximum is reached', () => {
    const oop = estimateCostShare({
      allowed: 50_000,
      sharing: COINSURANCE_20,
      accumulators: withMet({ individualDeductible: 150_000, individualOutOfPocket: 398_000 }),
    });
    expect(oop.kind === 'estimate' && oop.outOfPocketReached).toBe(true);
    const dental = estimateCostShare({
      allowed: 120_000,
      sharing: { covered: true, deductibleApplies: true, copay: null, coinsurancePercent: 50 },
      accumulators: withMet({ annualMaximum: 140_000 }, DENTAL_ACCUMULATORS),
    });
    expect(dental.kind === 'estimate' && dental.after.annualMaximum).toEqual({
      limit: 150_000,
      met: 150_000,
    });
    expect(dental.kind === 'estimate' && dental.annualMaximumReached).toBe(true);
  });

  it.each([
    [{ limit: 150_000, met: 60_000 }, { limit: 300_000, met: 100_000 }, 90_000],
    [{ limit: 150_000, met: 60_000 }, { limit: 300_000, met: 290_000 }, 10_000],
    [{ limit: 150_000, met: 160_000 }, null, 0],
    [null, null, Number.POSITIVE_INFINITY],
  ])('remaining of %j and %j is %s: whichever is met first', (individual, family, expected) => {
    expect(getRemaining(individual, family)).toBe(expected);
  });
});

describe('finding a service by term or billing code (issue 38 §1)', () => {
  const CATALOGUE = [
    {
      code: '99213',
      names: [
        'Office visit, established patient, 20-29 minutes',
        'Consulta en el consultorio, paciente establecido',
      ],
    },
    {
      code: '99214',
      names: [
        'Office visit, established patient, 30-39 minutes',
        'Consulta en el consultorio, paciente establecido, 30-39 minutos',
      ],
    },
    { code: '73721', names: ['MRI of a knee', 'Resonancia magnética de rodilla'] },
    { code: 'D1110', names: ['Teeth cleaning, adult', 'Limpieza dental, adulto'] },
    { code: 'G0121', names: ['Colonoscopy screening', 'Colonoscopia de detección'] },
  ];
  it.each([
    ['99214', ['99214']],
    ['d1110', ['D1110']],
    [' G0121 ', ['G0121']],
    ['99999', []],
    ['office visit', ['99213', '99214']],
    ['Office', ['99213', '99214']],
    ['visit office', ['99213', '99214']],
    ['mri', ['73721']],
    ['knee', ['73721']],
    ['cleaning', ['D1110']],
    ['limpieza', ['D1110']],
    ['resonancia magnetica', ['73721']],
    ['RODILLA', ['73721']],
    ['colon', ['G0121']],
    ['ice', []],
    ['crown', []],
  ])('%j finds %j', (term, codes) => {
    expect(findServices(CATALOGUE, term, 10).map((service) => service.code)).toEqual(codes);
  });

  it('ranks a name that begins with the term before one that only contains its words', () => {
    expect(getServiceMatchRank({ code: 'X', names: ['Knee MRI'] }, 'knee')).toBe(1);
    expect(getServiceMatchRank({ code: 'X', names: ['MRI of a knee'] }, 'knee')).toBe(2);
    const found = findServices(
      [
        { code: 'A', names: ['MRI of a knee'] },
        { code: 'B', names: ['Knee arthroscopy'] },
      ],
      'knee',
      10,
    );
    expect(found.map((service) => service.code)).toEqual(['B', 'A']);
  });

  it('keeps at most the limit', () => {
    expect(findServices(CATALOGUE, 'office', 1).map((service) => service.code)).toEqual(['99213']);
  });

  it.each([
    ['99213', true],
    ['0001U', true],
    ['D2740', true],
    ['g0121', true],
    ['9921', false],
    ['crown', false],
    ['D27401', false],
  ])('%s is a billing code: %s', (term, expected) => {
    expect(isBillingCode(term)).toBe(expected);
  });
});

describe('what a member may estimate (issue 38 §1: the partner brand’s members dental only)', () => {
  it.each([
    [1, ['medical', 'dental'], ['medical', 'dental']],
    [1, ['dental'], ['dental']],
    [2, ['medical'], ['medical']],
    [5, ['medical', 'dental'], ['dental']],
    [5, ['dental'], ['dental']],
    [5, [], []],
  ] as const)('domain %s holding %j estimates %j', (domainId, held, expected) => {
    expect(getEstimableCategories(domainId, held)).toEqual(expected);
  });
});

describe('sorting the providers (issue 38 §1)', () => {
  const rows = [
    { name: 'C', memberCost: 3_000, distance: 1.2 },
    { name: 'A', memberCost: null, distance: 0.5 },
    { name: 'B', memberCost: 2_000, distance: 4 },
    { name: 'D', memberCost: 2_000, distance: 2 },
    { name: 'E', memberCost: 1_000, distance: null },
  ];
  it.each([
    ['cost', ['E', 'D', 'B', 'C', 'A']],
    ['distance', ['A', 'C', 'D', 'B', 'E']],
  ] as const)('by %s', (sort, names) => {
    expect(sortEstimates(rows, sort).map((row) => row.name)).toEqual(names);
  });
});

describe('the search form (issue 38 §1)', () => {
  const valid = { q: 'office visit', provider: '', zip: '', radius: '25', sort: 'cost' };
  it.each([
    [valid, null],
    [{ ...valid, zip: '97204', sort: 'distance' }, null],
    [{ q: '99213' }, null],
    [{ ...valid, q: 'x' }, ESTIMATE_SEARCH_MESSAGES.term],
    [{ ...valid, q: 'x'.repeat(61) }, ESTIMATE_SEARCH_MESSAGES.term],
    [{ ...valid, provider: 'x'.repeat(51) }, ESTIMATE_SEARCH_MESSAGES.provider],
    [{ ...valid, zip: '9720' }, ESTIMATE_SEARCH_MESSAGES.zip],
    [{ ...valid, radius: '7' }, ESTIMATE_SEARCH_MESSAGES.radius],
    [{ ...valid, sort: 'distance' }, ESTIMATE_SEARCH_MESSAGES.distanceNeedsZip],
  ])('%j → %s', (input, message) => {
    const result = EstimateSearchFields.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('the estimator shares the claims’ cost-sharing rule (issue 36 §6, issue 38 §1)', () => {
  const NO_LIMITS: EstimateAccumulators = {
    individualDeductible: { limit: 10_000, met: 2_500 },
    familyDeductible: null,
    individualOutOfPocket: null,
    familyOutOfPocket: null,
    annualMaximum: null,
  };

  it.each([
    [20_000, { deductibleApplies: true, copay: null, coinsurancePercent: 20 }],
    [20_000, { deductibleApplies: false, copay: 2_500, coinsurancePercent: null }],
    [5_000, { deductibleApplies: true, copay: 1_000, coinsurancePercent: 30 }],
    // A fraction of a percent: one exact rounding, half a cent up (1,500 × 33.3 % = 499.5 → 500).
    [1_500, { deductibleApplies: false, copay: null, coinsurancePercent: 33.3 }],
  ] as const)('splits %i cents as a claim line with the same terms does (%o)', (allowed, terms) => {
    const estimate = estimateCostShare({
      allowed,
      sharing: { covered: true, ...terms },
      accumulators: NO_LIMITS,
    });
    const { lines } = adjudicateLines(
      [
        {
          billed: allowed,
          allowed,
          terms: {
            appliesDeductible: terms.deductibleApplies,
            copay: terms.copay ?? 0,
            coinsuranceBasisPoints: Math.round((terms.coinsurancePercent ?? 0) * 100),
          },
        },
      ],
      7_500,
    );
    const [line] = lines;
    if (estimate.kind !== 'estimate' || !line) throw new Error('no estimate');
    expect(estimate.member).toMatchObject({
      deductible: line.deductible,
      copay: line.copay,
      coinsurance: line.coinsurance,
    });
    expect(estimate.planPays).toBe(line.planPaid);
  });
});
