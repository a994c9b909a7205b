import type { ClaimTotals, LineFigures } from '@dash/domain';
import type { ExplanationOfBenefit, ExplanationOfBenefitItemAdjudication } from '@medplum/fhirtypes';

/** A claim as one of its views shows it: the totals and the lines' figures, in cents. */
export interface ClaimView {
  readonly totals: ClaimTotals;
  readonly lines: LineFigures[];
}

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
const MONEY = /\$[\d,]+\.\d\d/g;
const SHARE_LABELS = {
  Deductible: 'deductible',
  Copay: 'copay',
  Coinsurance: 'coinsurance',
  'Not covered': 'notCovered',
} as const;

/**
 * The figures an English EOB pdf shows, read back from its text (helpers/pdf-text.ts): each service
 * line from its code to the next, its four amounts then its share notes, and the Totals row.
 */
export function readEobPdf(text: string, codes: readonly string[]): ClaimView {
  let cursor = text.indexOf('Services ');
  const starts = codes.map((code) => {
    const at = text.indexOf(`${code} `, cursor);
    if (at < 0) throw new Error(`code ${code} not found whole in the pdf`);
    cursor = at + code.length;
    return at;
  });
  const totalsAt = text.indexOf(' Totals ', cursor);
  if (totalsAt < 0) throw new Error('no Totals row');
  const lines = starts.map((start, index) => {
    const segment = text.slice(start, starts[index + 1] ?? totalsAt);
    const [billed = 0, allowed = 0, planPaid = 0, memberOwes = 0] = [...segment.matchAll(MONEY)].map((m) =>
      cents(m[0]),
    );
    const shares = { deductible: 0, copay: 0, coinsurance: 0, notCovered: 0 };
    for (const match of segment.matchAll(/(Deductible|Copay|Coinsurance|Not covered) (\$[\d,]+\.\d\d)/g)) {
      shares[SHARE_LABELS[match[1] as keyof typeof SHARE_LABELS]] = cents(match[2] ?? '');
    }
    return { billed, allowed, planPaid, memberOwes, ...shares };
  });
  const [billed = 0, allowed = 0, planPaid = 0, memberOwes = 0] = [
    ...text.slice(totalsAt).matchAll(MONEY),
  ].map((m) => cents(m[0]));
  return { totals: { billed, allowed, planPaid, memberOwes }, lines };
}

const CATEGORY_FIELDS: Readonly<Record<string, keyof LineFigures>> = {
  submitted: 'billed',
  eligible: 'allowed',
  paidtoprovider: 'planPaid',
  memberliability: 'memberOwes',
  deductible: 'deductible',
  copay: 'copay',
  coinsurance: 'coinsurance',
  noncovered: 'notCovered',
};

function figuresOf(adjudications: readonly ExplanationOfBenefitItemAdjudication[]): LineFigures {
  const figures: Record<keyof LineFigures, number> = {
    billed: 0,
    allowed: 0,
    planPaid: 0,
    memberOwes: 0,
    deductible: 0,
    copay: 0,
    coinsurance: 0,
    notCovered: 0,
  };
  for (const adjudication of adjudications) {
    const field = CATEGORY_FIELDS[adjudication.category.coding?.[0]?.code ?? ''];
    if (field && adjudication.amount) figures[field] = Math.round((adjudication.amount.value ?? 0) * 100);
  }
  return figures;
}

/** The figures a FHIR ExplanationOfBenefit gives: its items' adjudication and its total's. */
export function readFhirEob(eob: ExplanationOfBenefit): ClaimView & { shareTotals: LineFigures } {
  const totals = figuresOf(eob.total ?? []);
  return {
    totals,
    shareTotals: totals,
    lines: (eob.item ?? []).map((item) => figuresOf(item.adjudication ?? [])),
  };
}
