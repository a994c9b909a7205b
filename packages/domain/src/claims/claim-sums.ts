/** The figures of a service line every view of a claim shows (page, EOB, FHIR), in cents. */
export interface LineFigures {
  readonly billed: number;
  readonly allowed: number;
  readonly planPaid: number;
  readonly memberOwes: number;
  readonly deductible: number;
  readonly copay: number;
  readonly coinsurance: number;
  readonly notCovered: number;
}

const LINE_FIELDS = [
  'billed',
  'allowed',
  'planPaid',
  'memberOwes',
  'deductible',
  'copay',
  'coinsurance',
  'notCovered',
] as const satisfies readonly (keyof LineFigures)[];

/** A claim's totals, in cents. */
export interface ClaimTotals {
  readonly billed: number;
  readonly allowed: number;
  readonly planPaid: number;
  readonly memberOwes: number;
}

/** The totals of a claim as the sum of its lines: the claim is never rounded on its own. */
export function sumLines(lines: readonly LineFigures[]): ClaimTotals {
  const sum = (pick: (line: LineFigures) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    billed: sum((line) => line.billed),
    allowed: sum((line) => line.allowed),
    planPaid: sum((line) => line.planPaid),
    memberOwes: sum((line) => line.memberOwes),
  };
}

/**
 * What does not add up on a claim (issue 36 §6), as sentences naming the line; empty when all does:
 * each line's allowed amount plus what is not covered is the plan's payment plus the member's share,
 * that share is its deductible, copay, coinsurance and not-covered parts, and the lines add up to
 * the claim's totals.
 */
export function getClaimSumErrors(totals: ClaimTotals, lines: readonly LineFigures[]): string[] {
  const errors: string[] = [];
  lines.forEach((line, index) => {
    const name = `line ${index + 1}`;
    if (line.allowed + line.notCovered !== line.planPaid + line.memberOwes) {
      errors.push(
        `${name}: allowed ${line.allowed} + not covered ${line.notCovered} ≠ plan paid ${line.planPaid} + member owes ${line.memberOwes}`,
      );
    }
    const share = line.deductible + line.copay + line.coinsurance + line.notCovered;
    if (share !== line.memberOwes)
      errors.push(`${name}: member owes ${line.memberOwes} ≠ its parts ${share}`);
    for (const field of LINE_FIELDS) {
      const value = line[field];
      if (!Number.isInteger(value) || value < 0) errors.push(`${name}: ${field} ${value} is not whole cents`);
    }
  });
  if (lines.length === 0) return errors;
  const sums = sumLines(lines);
  for (const field of ['billed', 'allowed', 'planPaid', 'memberOwes'] as const) {
    if (sums[field] !== totals[field])
      errors.push(`${field}: lines add up to ${sums[field]}, claim says ${totals[field]}`);
  }
  return errors;
}
