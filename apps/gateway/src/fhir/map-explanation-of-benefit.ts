import type { CoverageCategory as BenefitCategory } from '@dash/domain';
import type {
  ExplanationOfBenefit,
  ExplanationOfBenefitItem,
  ExplanationOfBenefitItemAdjudication,
  ExplanationOfBenefitTotal,
} from '@medplum/fhirtypes';
import type { ClaimStatus } from '../db/tables/member-data';
import type { FhirClaimLineRow, FhirClaimRow, FhirProviderRow } from '../repositories/fhir-repository';
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

interface Amounts {
  readonly billed: number;
  readonly allowed: number;
  readonly paid: number;
  readonly memberOwes: number;
}

/** The four amounts the claims screen shows, as CARIN adjudication categories. */
function amountsOf(
  amounts: Amounts,
): { category: ReturnType<typeof concept>; amount: ReturnType<typeof usd> }[] {
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
      amount: usd(amounts.paid),
    },
    {
      category: concept(CODE_SYSTEMS.carinAdjudication, 'memberliability', 'Member liability'),
      amount: usd(amounts.memberOwes),
    },
  ];
}

function mapItem(claim: FhirClaimRow, line: FhirClaimLineRow): ExplanationOfBenefitItem {
  const kind = EOB_KIND[claim.category];
  const adjudication: ExplanationOfBenefitItemAdjudication[] = amountsOf(line);
  return {
    sequence: line.lineNumber,
    productOrService: concept(kind.codeSystem, line.code, line.description),
    servicedPeriod: { start: claim.serviceStartDate, end: claim.serviceEndDate },
    ...(line.toothNumber ? { bodySite: concept(CODE_SYSTEMS.toothNumber, line.toothNumber) } : {}),
    ...(line.toothSurface ? { subSite: [concept(CODE_SYSTEMS.toothSurface, line.toothSurface)] } : {}),
    adjudication,
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
  const total: ExplanationOfBenefitTotal[] = amountsOf({
    billed: claim.billed,
    allowed: claim.allowed,
    paid: claim.paid,
    memberOwes: claim.memberResponsibility,
  });
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
