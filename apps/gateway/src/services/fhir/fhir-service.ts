import type { FhirDeps } from './fhir-scope';
import { createRead } from './read';
import { createSearch } from './search';

// routes/fhir/index.ts names a FHIR request by this type.
export type { FhirCaller } from './fhir-scope';

/**
 * The Patient Access API's reads and searches (issue 18): the dashboard's rules on the dashboard's
 * rows. Every response is scoped from the grant (one member, one brand), never from an id in the
 * request: an id outside the scope gets a not-found response, a patient search outside it forbidden.
 */
export function createFhirService(deps: FhirDeps) {
  return { search: createSearch(deps), read: createRead(deps) };
}

export type FhirService = ReturnType<typeof createFhirService>;
