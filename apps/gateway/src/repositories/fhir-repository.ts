import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { listClaimLines, listClaims } from './fhir/claim-rows';
import { findFamily, listEligibility, listMembers } from './fhir/family-rows';
import type { FhirClaimFilter } from './fhir/fhir-rows';
import { listPriorAuthorizations } from './fhir/prior-authorization-rows';
import { findProviders, listClaimProviders } from './fhir/provider-rows';

/**
 * The rows the Patient Access API maps to FHIR (issue 18): the same tables and the same family key in
 * every query as the dashboard's repositories, so an app can never read more than the member's screens.
 * The queries are in repositories/fhir/, their row shapes in fhir/fhir-rows.ts.
 */
export function createFhirRepository(db: Kysely<Database>) {
  return {
    findFamily: (memberKey: string) => findFamily(db, memberKey),
    listMembers: (familyKey: string) => listMembers(db, familyKey),
    listEligibility: (familyKey: string) => listEligibility(db, familyKey),
    listClaims: (filter: FhirClaimFilter) => listClaims(db, filter),
    listClaimLines: (claimNumbers: readonly string[]) => listClaimLines(db, claimNumbers),
    findProviders: (providerIds: readonly string[]) => findProviders(db, providerIds),
    listClaimProviders: (familyKey: string, memberKeys: readonly string[], earliestDate: string) =>
      listClaimProviders(db, familyKey, memberKeys, earliestDate),
    // Prior authorizations (issue 38 §3).
    listPriorAuthorizations: (familyKey: string, memberKeys: readonly string[]) =>
      listPriorAuthorizations(db, familyKey, memberKeys),
  };
}

export type FhirRepository = ReturnType<typeof createFhirRepository>;
