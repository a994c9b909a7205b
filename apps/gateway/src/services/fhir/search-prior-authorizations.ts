import type { ExplanationOfBenefit } from '@medplum/fhirtypes';
import { mapPriorAuthorization } from '../../fhir/map-prior-authorization';
import { dateBoundsOf, isWithinDateBounds, type RawQuery, valuesOf } from '../../fhir/search-params';
import type { FhirMemberRow } from '../../repositories/fhir/fhir-rows';
import type { FhirDeps, FhirScope } from './fhir-scope';

/** The claim type a `type` parameter names, as a prior authorization's type code. */
const PRIOR_AUTHORIZATION_TYPES = new Set(['professional', 'oral']);

/**
 * The prior authorizations of the members a search reaches (the claims' members: the same family
 * rule), as PDex Prior Authorizations that pass the search's filters, newest request first. A family
 * holds a handful, so they are filtered here rather than in SQL.
 */
export async function searchPriorAuthorizations(
  deps: FhirDeps,
  scope: FhirScope,
  members: readonly FhirMemberRow[],
  query: RawQuery,
  types: readonly string[] | undefined,
): Promise<ExplanationOfBenefit[]> {
  const rows = await deps.fhir.listPriorAuthorizations(
    scope.family.familyKey,
    members.map((m) => m.memberKey),
  );
  const ids = valuesOf(query, '_id');
  const serviceDate = dateBoundsOf(query, 'service-date');
  const lastUpdated = dateBoundsOf(query, '_lastUpdated');
  const created = dateBoundsOf(query, 'created');
  return rows
    .filter(
      (row) =>
        (ids.length === 0 || ids.includes(row.authorizationNumber)) &&
        // The date of service of an authorization is the start of the period it approves.
        isWithinDateBounds(row.startDate, serviceDate) &&
        isWithinDateBounds(row.decisionDate ?? row.requestedDate, lastUpdated) &&
        isWithinDateBounds(row.requestedDate, created),
    )
    .map((row) => mapPriorAuthorization(row, scope.family.domainId))
    .filter((eob) => {
      const type = eob.type.coding?.[0]?.code ?? '';
      return types === undefined || (PRIOR_AUTHORIZATION_TYPES.has(type) && types.includes(type));
    });
}
