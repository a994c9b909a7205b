import { getPriorAuthorizationDecision, type PriorAuthorizationDecision } from '@dash/domain';
import type { ExplanationOfBenefit, ExplanationOfBenefitItem, Period } from '@medplum/fhirtypes';
import type { FhirPriorAuthorizationRow } from '../repositories/fhir/fhir-rows';
import { CODE_SYSTEMS, concept, dayInstant } from './carin-profiles';
import { getCoverageId, getPatientId, getPayerId } from './fhir-ids';
import { PDEX_CODES, PDEX_PROFILES } from './pdex-profiles';

/** A dental code (CDT) is oral care, anything else professional: the claim type and the coverage. */
const KIND = {
  CDT: { type: 'oral', category: 'dental', system: CODE_SYSTEMS.cdt },
  CPT: { type: 'professional', category: 'medical', system: CODE_SYSTEMS.cpt },
} as const;

/** The period the approval is in effect for, when it has one. */
function periodOf(row: FhirPriorAuthorizationRow): Period | undefined {
  if (!row.startDate && !row.endDate) return undefined;
  return { ...(row.startDate ? { start: row.startDate } : {}), ...(row.endDate ? { end: row.endDate } : {}) };
}

/** The one item asked for: the service, its units and, once decided, the units allowed and the review action. */
function itemOf(
  row: FhirPriorAuthorizationRow,
  decision: PriorAuthorizationDecision,
  period: Period | undefined,
): ExplanationOfBenefitItem {
  const system = KIND[row.serviceCodeSystem ?? 'CPT'].system;
  return {
    sequence: 1,
    productOrService: row.serviceCode
      ? concept(system, row.serviceCode, row.serviceDescription)
      : { text: row.serviceDescription },
    quantity: { value: row.quantity },
    ...(period ? { servicedPeriod: period } : {}),
    ...(decision.allowedUnits === null
      ? {}
      : {
          adjudication: [
            {
              extension: [
                {
                  url: PDEX_CODES.reviewActionExtension,
                  extension: [
                    {
                      url: PDEX_CODES.reviewActionCodeExtension,
                      valueCodeableConcept: concept(
                        PDEX_CODES.x12ReviewAction,
                        decision.reviewAction.code,
                        decision.reviewAction.display,
                      ),
                    },
                    { url: 'number', valueString: row.authorizationNumber },
                  ],
                },
              ],
              category: concept(PDEX_CODES.adjudicationDiscriminator, 'allowedunits', 'allowed units'),
              value: decision.allowedUnits,
            },
          ],
        }),
  };
}

/**
 * A prior authorization the benefits pages list, as a Da Vinci PDex Prior Authorization
 * (ExplanationOfBenefit with use `preauthorization`, issue 38 §3): who asked for what, when, and the
 * plan's decision (domain: getPriorAuthorizationDecision) as status, outcome, disposition and, per
 * item, the units allowed with the X12 review action.
 */
export function mapPriorAuthorization(
  row: FhirPriorAuthorizationRow,
  domainId: number,
): ExplanationOfBenefit {
  const decision = getPriorAuthorizationDecision(row.status, row.quantity);
  const kind = KIND[row.serviceCodeSystem ?? 'CPT'];
  const patientId = getPatientId(row.memberKey);
  const period = periodOf(row);
  return {
    resourceType: 'ExplanationOfBenefit',
    id: row.authorizationNumber,
    meta: {
      lastUpdated: dayInstant(row.decisionDate ?? row.requestedDate),
      profile: [PDEX_PROFILES.priorAuthorization],
    },
    identifier: [{ system: PDEX_CODES.priorAuthorizationNumber, value: row.authorizationNumber }],
    status: decision.status,
    type: concept(CODE_SYSTEMS.claimType, kind.type),
    use: 'preauthorization',
    patient: { reference: `Patient/${patientId}` },
    created: dayInstant(row.requestedDate),
    insurer: { reference: `Organization/${getPayerId(domainId)}` },
    // The benefits pages know the provider by name only.
    provider: { display: row.providerName },
    outcome: decision.outcome,
    disposition: decision.disposition,
    // The approved period is what the authorization covers (the profile's example names it twice).
    preAuthRef: [row.authorizationNumber],
    ...(period ? { billablePeriod: period, preAuthRefPeriod: [period] } : {}),
    insurance: [
      {
        focal: true,
        coverage: { reference: `Coverage/${getCoverageId(patientId, kind.category)}` },
        preAuthRef: [row.authorizationNumber],
      },
    ],
    item: [itemOf(row, decision, period)],
  };
}
