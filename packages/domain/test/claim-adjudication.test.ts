import { describe, expect, it } from 'vitest';
import { APPEAL_DAYS, getAppealDeadline, isAdverseDecision } from '../src/claims/claim-notice';
import { getClaimSumErrors, sumLines } from '../src/claims/claim-sums';
import { adjudicateLines, type CostShareTerms, percentOfCents } from '../src/claims/cost-share';
import { getAppealsAddress, getClaimsPhone } from '../src/claims/member-services';
import {
  DENIAL_CODES,
  getLineRemarkCodes,
  getRemarkText,
  REMARK_CODE_KEYS,
} from '../src/claims/remark-codes';
import { splitCents } from '../src/claims/split-cents';

describe('splitCents: largest remainder, the parts always add up (issue 36 §6)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [24_336, [3, 5, 7], [4_867, 8_112, 11_357]],
    [1, [3, 5], [0, 1]],
    [5, [1, 1, 1, 1], [2, 1, 1, 1]],
    [0, [3, 5, 7], [0, 0, 0]],
    [19_468, [1], [19_468]],
    [1_000, [0, 1], [0, 1_000]],
    [7, [2, 2, 3], [2, 2, 3]],
  ])('%i cents by %j → %j', (total, weights, parts) => {
    expect(splitCents(total, weights)).toEqual(parts);
  });

  it('adds up and stays within a cent of each exact share for any total', () => {
    for (let total = 0; total < 5_000; total += 37) {
      for (const weights of [[3, 5, 7], [1, 2], [3, 5, 7, 9], [1]]) {
        const parts = splitCents(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        const sum = weights.reduce((a, b) => a + b, 0);
        for (const [i, part] of parts.entries()) {
          expect(Math.abs(part - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1);
        }
      }
    }
  });

  it.each([
    [1.5, [1]],
    [100, []],
    [100, [0, 0]],
    [100, [-1, 2]],
  ])('refuses %s cents by %j', (total, weights) => {
    expect(() => splitCents(total, weights)).toThrow(RangeError);
  });
});

const COINSURANCE_20: CostShareTerms = { appliesDeductible: true, copay: 0, coinsuranceBasisPoints: 2_000 };
const COPAY_30: CostShareTerms = { appliesDeductible: false, copay: 3_000, coinsuranceBasisPoints: 0 };
const PREVENTIVE: CostShareTerms = { appliesDeductible: false, copay: 0, coinsuranceBasisPoints: 0 };

describe('adjudicateLines: deductible, then copay, then coinsurance, per line (issue 36 §6, §7)', () => {
  it.each([
    // allowed, terms, deductible left → deductible, copay, coinsurance, plan paid, member owes
    ['20 % coinsurance, deductible met', 24_336, COINSURANCE_20, 0, [0, 0, 4_867, 19_469, 4_867]],
    ['half a cent rounds up once', 2_433, COINSURANCE_20, 0, [0, 0, 487, 1_946, 487]],
    [
      'deductible first, coinsurance on the rest',
      24_336,
      COINSURANCE_20,
      5_000,
      [5_000, 0, 3_867, 15_469, 8_867],
    ],
    ['deductible larger than the line', 4_000, COINSURANCE_20, 5_000, [4_000, 0, 0, 0, 4_000]],
    ['a copay only', 9_000, COPAY_30, 5_000, [0, 3_000, 0, 6_000, 3_000]],
    ['a copay larger than the allowed amount', 2_000, COPAY_30, 0, [0, 2_000, 0, 0, 2_000]],
    ['preventive care, no share', 8_640, PREVENTIVE, 5_000, [0, 0, 0, 8_640, 0]],
    [
      'copay and coinsurance after the deductible',
      10_000,
      { appliesDeductible: true, copay: 1_000, coinsuranceBasisPoints: 5_000 },
      2_000,
      [2_000, 1_000, 3_500, 3_500, 6_500],
    ],
  ] as const)('%s', (_name, allowed, terms, deductibleLeft, expected) => {
    const { lines } = adjudicateLines([{ billed: allowed * 2, allowed, terms }], deductibleLeft);
    const line = lines[0];
    expect(line && [line.deductible, line.copay, line.coinsurance, line.planPaid, line.memberOwes]).toEqual(
      expected,
    );
    expect(line?.notCovered).toBe(0);
  });

  it('a denied line is the member’s in full, not covered, and uses no deductible', () => {
    const { lines, deductibleRemaining } = adjudicateLines(
      [
        { billed: 12_000, allowed: 8_640, terms: COINSURANCE_20, denialCode: '50' },
        { billed: 10_000, allowed: 7_200, terms: COINSURANCE_20 },
      ],
      5_000,
    );
    expect(lines[0]).toMatchObject({ allowed: 0, notCovered: 12_000, memberOwes: 12_000, planPaid: 0 });
    expect(lines[1]).toMatchObject({ deductible: 5_000, coinsurance: 440, planPaid: 1_760 });
    expect(deductibleRemaining).toBe(0);
  });

  it('spends the deductible across lines in order', () => {
    const { lines, deductibleRemaining } = adjudicateLines(
      [
        { billed: 5_000, allowed: 3_000, terms: COINSURANCE_20 },
        { billed: 5_000, allowed: 3_000, terms: COINSURANCE_20 },
      ],
      4_000,
    );
    expect(lines.map((line) => line.deductible)).toEqual([3_000, 1_000]);
    expect(deductibleRemaining).toBe(0);
  });

  it('every line of many claims adds up, and the claim is their sum', () => {
    for (let n = 0; n < 500; n++) {
      const billed = splitCents(5_000 + n * 397, [3, 5, 7]);
      const { lines } = adjudicateLines(
        billed.map((b, i) => ({
          billed: b,
          allowed: percentOfCents(b, 7_200),
          terms: [COINSURANCE_20, COPAY_30, PREVENTIVE][(n + i) % 3] ?? PREVENTIVE,
          denialCode: n % 11 === 0 && i === 2 ? ('96' as const) : null,
        })),
        (n % 4) * 2_500,
      );
      expect(getClaimSumErrors(sumLines(lines), lines)).toEqual([]);
    }
  });
});

describe('getClaimSumErrors finds what does not add up', () => {
  const line = {
    billed: 33_800,
    allowed: 24_336,
    planPaid: 19_468,
    memberOwes: 4_867,
    deductible: 0,
    copay: 0,
    coinsurance: 4_867,
    notCovered: 0,
  };
  it('C-ALEX-0037’s first line before issue 36: allowed $243.36, paid $194.68, owes $48.67', () => {
    expect(getClaimSumErrors(sumLines([line]), [line])).toEqual([
      'line 1: allowed 24336 + not covered 0 ≠ plan paid 19468 + member owes 4867',
    ]);
  });
  it('totals rounded on their own', () => {
    const good = { ...line, planPaid: 19_469 };
    expect(getClaimSumErrors({ ...sumLines([good]), planPaid: 19_468 }, [good])).toEqual([
      'planPaid: lines add up to 19469, claim says 19468',
    ]);
  });
  it('a share whose parts are not the member’s share, and cents that are not whole', () => {
    const odd = { ...line, planPaid: 19_469, coinsurance: 4_000, copay: 0.5 };
    expect(getClaimSumErrors(sumLines([odd]), [odd])).toEqual([
      'line 1: member owes 4867 ≠ its parts 4000.5',
      'line 1: copay 0.5 is not whole cents',
    ]);
  });
});

describe('remark codes: a reason per line, a provision per denial (issue 36 §7)', () => {
  it.each([
    [{ denialCode: null, deductible: 100, copay: 0, coinsurance: 20 }, ['1', '2']],
    [{ denialCode: null, deductible: 0, copay: 3_000, coinsurance: 0 }, ['3']],
    [{ denialCode: null, deductible: 0, copay: 0, coinsurance: 0 }, []],
    [{ denialCode: '119', deductible: 0, copay: 0, coinsurance: 0 }, ['119']],
  ] as const)('%j → %j', (line, codes) => expect(getLineRemarkCodes(line)).toEqual(codes));

  it.each(REMARK_CODE_KEYS)('code %s has a reason in English and Spanish, a denial its provision', (code) => {
    for (const locale of ['en', 'es'] as const) {
      const text = getRemarkText(code, locale);
      expect(text.reason.length).toBeGreaterThan(20);
      if ((DENIAL_CODES as readonly string[]).includes(code)) expect(text.provision).toMatch(/\d\.\d/);
    }
    expect(getRemarkText(code, 'es').reason).not.toBe(getRemarkText(code, 'en').reason);
  });
});

describe('the notice: appeal by when, and whom to call', () => {
  it.each([
    ['2026-01-10', 1, '2026-07-09'],
    ['2025-09-01', 5, '2026-02-28'],
    ['2024-03-01', 1, '2024-08-28'],
    ['2026-01-10', 2, '2026-03-16'],
  ] as const)('noticed %s on brand %i → appeal by %s', (notice, domainId, deadline) => {
    expect(getAppealDeadline(notice, domainId)).toBe(deadline);
  });
  it('gives group plans 180 days', () => expect(APPEAL_DAYS[1]).toBe(180));
  it('is adverse when a line is not covered', () => {
    expect(isAdverseDecision([{ notCovered: 0 }, { notCovered: 1 }])).toBe(true);
    expect(isAdverseDecision([{ notCovered: 0 }])).toBe(false);
  });
  it.each([
    [1, 'medical', '1-555-010-1200'],
    [1, 'dental', '1-555-010-1300'],
    [1, 'pharmacy', '1-555-010-1400'],
    [2, 'medical', '1-555-020-1200'],
    [5, 'dental', '1-555-050-1300'],
  ] as const)('brand %i %s claims: member services %s', (domainId, category, phone) => {
    expect(getClaimsPhone(domainId, category)).toBe(phone);
  });
  it('sends written appeals to the appeals unit', () => {
    expect(getAppealsAddress(1)).toContain('Attn: Appeals');
    expect(getAppealsAddress(5).join(' ')).toContain('Appeals');
  });
});
