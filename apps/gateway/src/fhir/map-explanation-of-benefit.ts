import {
  type CoverageCategory as BenefitCategory,
  getRemarkText,
  isDenialCode,
  type RemarkCodeKey,
} from '@dash/domain';
import type {
  ExplanationOfBenefit,
  ExplanationOfBenefitItem,
  ExplanationOfBenefitItemAdjudication,
  ExplanationOfBenefitTotal,
} from '@medplum/fhirtypes';
import type { ClaimStatus } from '../db/tables/member-data';
import type { FhirClaimLineRow, FhirClaimRow, FhirProviderRow } from '../repositories/fhir/fhir-rows';
import { CARIN_PROFILES, CODE_SYSTEMS, concept, dayInstant, usd } from './carin-profiles';
import { getCoverageId, getPatientId, getPayerId } from './fhir-ids';
import { getProviderReference } from './map-organization';

/**
 * Which CARIN BB profile and claim type a claim takes. The seeded claims are office visits, dental
 * work and prescriptions: medical and vision claims are professional (non-clinician), dental oral,
 * pharmacy pharmacy. No stored claim is a hospital stay, so none is mapped as inpatient.
 */
export const EOB_KIND: Readonly<
  Record<BenefitCategory, { profile: string; type: 'professional' | 'oral' | 'pharmacy'; codeSystem: string }>
> = {
  medical: { profile: CARIN_PROFILES.professional, type: 'professional', codeSystem: CODE_SYSTEMS.cpt },
  vision: { profile: CARIN_PROFILES.professional, type: 'professional', codeSystem: CODE_SYSTEMS.cpt },
  dental: { profile: CARIN_PROFILES.oral, type: 'oral', codeSystem: CODE_SYSTEMS.cdt },
  pharmacy: { profile: CARIN_PROFILES.pharmacy, type: 'pharmacy', codeSystem: CODE_SYSTEMS.ndc },
};

/** The `type` search parameter's codes, to the categories they select. */
export const EOB_TYPE_CATEGORIES: Readonly<Record<string, readonly BenefitCategory[]>> = {
  professional: ['medical', 'vision'],
  oral: ['dental'],
  pharmacy: ['pharmacy'],
  institutional: [],
};

/** A received or pending claim is not adjudicated yet: its outcome is queued and it carries no payment. */
const ADJUDICATED: Readonly<Record<ClaimStatus, boolean>> = {
  RECEIVED: false,
  PENDING: false,
  PAID: true,
  ADJUSTED: true,
  DENIED: true,
};

type Amounts = Pick<
  FhirClaimLineRow,
  'billed' | 'allowed' | 'planPaid' | 'memberOwes' | 'deductible' | 'copay' | 'coinsurance' | 'notCovered'
>;

/** The X12 claim adjustment reason of a share kind (remark-codes.ts), on its adjudication. */
const reasonOf = (code: RemarkCodeKey) => concept(CODE_SYSTEMS.claimAdjustmentReason, code);

/**
 * The amounts the claims screen shows, as CARIN adjudication categories: billed, allowed, paid and
 * the member's liability, then how that liability arose (deductible, copay, coinsurance, not
 * covered) where it did, so an app can add them up as the member does (issue 36 §6).
 */
function amountsOf(amounts: Amounts): ExplanationOfBenefitItemAdjudication[] {
  const shares: ExplanationOfBenefitItemAdjudication[] = [
    {
      category: concept(CODE_SYSTEMS.adjudication, 'deductible', 'Deductible'),
      reason: reasonOf('1'),
      amount: usd(amounts.deductible),
    },
    {
      category: concept(CODE_SYSTEMS.adjudication, 'copay', 'CoPay'),
      reason: reasonOf('3'),
      amount: usd(amounts.copay),
    },
    {
      category: concept(CODE_SYSTEMS.carinAdjudication, 'coinsurance', 'Co-insurance'),
      reason: reasonOf('2'),
      amount: usd(amounts.coinsurance),
    },
    {
      category: concept(CODE_SYSTEMS.carinAdjudication, 'noncovered', 'Noncovered'),
      amount: usd(amounts.notCovered),
    },
  ];
  return [
    {
      category: concept(CODE_SYSTEMS.adjudication, 'submitted', 'Submitted Amount'),
      amount: usd(amounts.billed),
    },
    {
      category: concept(CODE_SYSTEMS.adjudication, 'eligible', 'Eligible Amount'),
      amount: usd(amounts.allowed),
    },
    {
      category: concept(CODE_SYSTEMS.carinAdjudication, 'paidtoprovider', 'Paid to provider'),
      amount: usd(amounts.planPaid),
    },
    {
      category: concept(CODE_SYSTEMS.carinAdjudication, 'memberliability', 'Member liability'),
      amount: usd(amounts.memberOwes),
    },
    ...shares.filter((share) => (share.amount?.value ?? 0) > 0),
  ];
}

function mapItem(claim: FhirClaimRow, line: FhirClaimLineRow): ExplanationOfBenefitItem {
  const kind = EOB_KIND[claim.category];
  const denials = line.remarkCodes.filter(isDenialCode).map((code) => ({
    category: concept(CODE_SYSTEMS.carinAdjudicationDiscriminator, 'denialreason', 'Denial Reason'),
    reason: concept(CODE_SYSTEMS.claimAdjustmentReason, code, getRemarkText(code, 'en').reason),
  }));
  return {
    sequence: line.lineNumber,
    productOrService: concept(kind.codeSystem, line.code, line.description),
    servicedPeriod: { start: claim.serviceStartDate, end: claim.serviceEndDate },
    ...(line.toothNumber ? { bodySite: concept(CODE_SYSTEMS.toothNumber, line.toothNumber) } : {}),
    ...(line.toothSurface ? { subSite: [concept(CODE_SYSTEMS.toothSurface, line.toothSurface)] } : {}),
    adjudication: [...amountsOf(line), ...denials],
  };
}

/** One claim with its service lines as a CARIN BB ExplanationOfBenefit; amounts in USD. */
export function mapExplanationOfBenefit(input: {
  readonly claim: FhirClaimRow;
  readonly lines: readonly FhirClaimLineRow[];
  readonly provider: FhirProviderRow;
  readonly domainId: number;
}): ExplanationOfBenefit {
  const { claim, lines } = input;
  const kind = EOB_KIND[claim.category];
  const patientId = getPatientId(claim.memberKey);
  const adjudicated = ADJUDICATED[claim.status];
  // The claim's totals are the sums of its lines (issue 36 §6); the share parts are summed here.
  const sumOf = (pick: (line: FhirClaimLineRow) => number) =>
    lines.reduce((sum, line) => sum + pick(line), 0);
  const total: ExplanationOfBenefitTotal[] = amountsOf({
    billed: claim.billed,
    allowed: claim.allowed,
    planPaid: claim.paid,
    memberOwes: claim.memberResponsibility,
    deductible: sumOf((line) => line.deductible),
    copay: sumOf((line) => line.copay),
    coinsurance: sumOf((line) => line.coinsurance),
    notCovered: sumOf((line) => line.notCovered),
  }).map(({ category, amount }) => ({ category, amount: amount ?? usd(0) }));
  return {
    resourceType: 'ExplanationOfBenefit',
    id: claim.claimNumber,
    meta: { lastUpdated: dayInstant(claim.processedDate ?? claim.receivedDate), profile: [kind.profile] },
    identifier: [
      {
        type: concept(CODE_SYSTEMS.carinIdentifierType, 'uc', 'Unique Claim ID'),
        system: CODE_SYSTEMS.claimNumber,
        value: claim.claimNumber,
      },
    ],
    status: 'active',
    type: concept(CODE_SYSTEMS.claimType, kind.type),
    use: 'claim',
    patient: { reference: `Patient/${patientId}` },
    billablePeriod: { start: claim.serviceStartDate, end: claim.serviceEndDate },
    created: dayInstant(claim.receivedDate),
    insurer: { reference: `Organization/${getPayerId(input.domainId)}` },
    provider: getProviderReference(input.provider),
    outcome: adjudicated ? 'complete' : 'queued',
    ...(claim.status === 'DENIED' ? { disposition: 'Denied' } : {}),
    supportingInfo: [
      {
        sequence: 1,
        category: concept(CODE_SYSTEMS.carinSupportingInfo, 'clmrecvddate', 'Claim Received Date'),
        timingDate: claim.receivedDate,
      },
    ],
    insurance: [
      { focal: true, coverage: { reference: `Coverage/${getCoverageId(patientId, claim.category)}` } },
    ],
    item: lines.map((line) => mapItem(claim, line)),
    total,
    ...(adjudicated
      ? {
          payment: { amount: usd(claim.paid), ...(claim.processedDate ? { date: claim.processedDate } : {}) },
        }
      : {}),
  };
}
