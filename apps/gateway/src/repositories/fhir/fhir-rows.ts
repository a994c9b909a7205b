import type { BenefitCategory, ClaimStatus } from '../../db/tables/member-data';
import type { PriorAuthorizationStatus } from '../../db/tables/prior-authorizations';
import type { toLineFigures } from '../claim-line-figures';

/** A member of the family as the Patient resource needs them. */
export interface FhirMemberRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly sex: string;
  readonly relationship: string;
}

export interface FhirFamilyRow {
  readonly familyKey: string;
  readonly subscriberId: string;
  readonly domainId: number;
  readonly groupId: string;
  readonly groupName: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zipCode: string | null;
}

export interface FhirEligibilityRow {
  readonly memberKey: string;
  readonly suffix: number;
  readonly category: BenefitCategory;
  readonly source: string;
  readonly effectiveDate: string;
  readonly termedDate: string | null;
}

export interface FhirClaimRow {
  readonly claimNumber: string;
  readonly memberKey: string;
  readonly category: BenefitCategory;
  readonly providerId: string | null;
  readonly providerName: string;
  readonly serviceStartDate: string;
  readonly serviceEndDate: string;
  readonly receivedDate: string;
  readonly processedDate: string | null;
  readonly billed: number;
  readonly allowed: number;
  readonly paid: number;
  readonly memberResponsibility: number;
  readonly status: ClaimStatus;
}

/** A service line with its figures (claim-line-figures.ts), the same the claim page shows. */
export interface FhirClaimLineRow extends ReturnType<typeof toLineFigures> {
  readonly claimNumber: string;
  readonly lineNumber: number;
  readonly code: string;
  readonly description: string;
  readonly toothNumber: string | null;
  readonly toothSurface: string | null;
}

/** A comparison on a yyyy-mm-dd column, from a FHIR date search prefix. */
export interface DateBound {
  readonly op: '=' | '>=' | '>' | '<=' | '<';
  readonly day: string;
}

export interface FhirClaimFilter {
  readonly familyKey: string;
  readonly memberKeys: readonly string[];
  readonly earliestDate: string;
  readonly claimNumbers?: readonly string[];
  readonly categories?: readonly BenefitCategory[];
  readonly serviceDate: readonly DateBound[];
  readonly lastUpdated: readonly DateBound[];
  /** The day the claim was received (ExplanationOfBenefit.created). */
  readonly created: readonly DateBound[];
  readonly offset: number;
  readonly limit: number;
}

/** A provider as a claim names it, with the directory's facts when the directory knows it. */
export interface FhirProviderRow {
  readonly providerId: string | null;
  readonly name: string;
  readonly groupName: string | null;
  readonly title: string | null;
  readonly specialty: string | null;
}

/** A prior authorization as the benefits pages list it, with the code and units it asks for (issue 38 §3). */
export interface FhirPriorAuthorizationRow {
  readonly authorizationNumber: string;
  readonly memberKey: string;
  readonly status: PriorAuthorizationStatus;
  readonly serviceDescription: string;
  readonly serviceCode: string | null;
  readonly serviceCodeSystem: 'CPT' | 'CDT' | null;
  readonly quantity: number;
  readonly providerName: string;
  readonly requestedDate: string;
  readonly decisionDate: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
}
