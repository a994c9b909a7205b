import type { FhirReadType } from '@dash/domain';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { searchBundle } from '../../fhir/bundle';
import { SEARCH_PARAMS } from '../../fhir/capability-statement';
import { getPatientId } from '../../fhir/fhir-ids';
import {
  linkParamsOf,
  pagingOf,
  type RawQuery,
  requireKnownParams,
  valuesOf,
} from '../../fhir/search-params';
import { coverages, organizationsAndPractitioners, patients } from './family-resources';
import {
  type FhirCaller,
  type FhirDeps,
  type FhirScope,
  patientsOf,
  requireScope,
  scopeOf,
} from './fhir-scope';
import { searchEobs } from './search-eobs';

type Paging = { count: number; offset: number };
type Found = { resources: Resource[]; total: number };

/** Filters an in-memory list (patients, coverages, organizations) by _id and pages it. */
function pageOf<T extends Resource>(all: readonly T[], query: RawQuery, paging: Paging): Found {
  const ids = valuesOf(query, '_id');
  const matching = ids.length > 0 ? all.filter((r) => r.id !== undefined && ids.includes(r.id)) : all;
  return { resources: matching.slice(paging.offset, paging.offset + paging.count), total: matching.length };
}

/** The family's coverages, of the beneficiaries (or patients) the query names. */
async function searchCoverages(deps: FhirDeps, scope: FhirScope, query: RawQuery, paging: Paging) {
  const members = patientsOf(
    query,
    valuesOf(query, 'beneficiary').length > 0 ? 'beneficiary' : 'patient',
    scope.members,
    scope.members,
  );
  const keep = new Set(members.map((m) => `Patient/${getPatientId(m.memberKey)}`));
  return pageOf(
    (await coverages(deps, scope)).filter((c) => keep.has(c.beneficiary.reference ?? '')),
    query,
    paging,
  );
}

/** GET /fhir/{type}?…: a searchset Bundle of what the grant's scope holds. */
export function createSearch(deps: FhirDeps) {
  return async function search(caller: FhirCaller, type: FhirReadType, query: RawQuery): Promise<Bundle> {
    requireScope(caller.grant, type);
    requireKnownParams(query, SEARCH_PARAMS[type]);
    const paging = pagingOf(query);
    const scope = await scopeOf(deps, caller.grant);
    let found: Found;
    if (type === 'ExplanationOfBenefit') {
      found = await searchEobs(deps, scope, caller.grant, query, paging);
    } else if (type === 'Patient') {
      found = pageOf(patients(deps, scope), query, paging);
    } else if (type === 'Coverage') {
      found = await searchCoverages(deps, scope, query, paging);
    } else {
      const all = (await organizationsAndPractitioners(deps, scope)).filter((r) => r.resourceType === type);
      found = pageOf(all, query, paging);
    }
    return searchBundle({
      baseUrl: caller.baseUrl,
      resourceType: type,
      query: linkParamsOf(query),
      resources: found.resources,
      total: found.total,
      offset: paging.offset,
      count: paging.count,
    });
  };
}
