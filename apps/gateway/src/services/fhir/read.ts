import type { FhirReadType } from '@dash/domain';
import type { Resource } from '@medplum/fhirtypes';
import { FhirError } from '../../fhir/operation-outcome';
import { coverages, organizationsAndPractitioners, patients } from './family-resources';
import { type FhirCaller, type FhirDeps, requireScope, scopeOf } from './fhir-scope';
import { searchEobs } from './search-eobs';

const notFound = (type: string, id: string) =>
  new FhirError(404, 'not-found', `${type}/${id} is not found, or not one this app may read.`);

/** GET /fhir/{type}/{id}: an id outside the grant's scope gets a not-found response. */
export function createRead(deps: FhirDeps) {
  return async function read(caller: FhirCaller, type: FhirReadType, id: string): Promise<Resource> {
    requireScope(caller.grant, type);
    const scope = await scopeOf(deps, caller.grant);
    let found: Resource | undefined;
    if (type === 'Patient') found = patients(deps, scope).find((r) => r.id === id);
    else if (type === 'Coverage') found = (await coverages(deps, scope)).find((r) => r.id === id);
    else if (type === 'ExplanationOfBenefit') {
      const page = await searchEobs(deps, scope, caller.grant, { _id: id }, { count: 1, offset: 0 });
      found = page.resources[0];
    } else {
      found = (await organizationsAndPractitioners(deps, scope)).find(
        (r) => r.resourceType === type && r.id === id,
      );
    }
    if (!found) throw notFound(type, id);
    return found;
  };
}
