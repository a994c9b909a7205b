import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_SMART_APPS, type SmartApp } from '../../fhir/registered-apps';
import { createFhirRepository } from '../../repositories/fhir-repository';
import { createSmartGrantsRepository } from '../../repositories/smart-grants-repository';
import { createFhirService } from '../fhir/fhir-service';
import { createIdTokenSigner } from './id-token-signer';
import { createSmartAuthorizationService } from './smart-authorization-service';

/** The Patient Access API's services (issue 18), built beside the dashboard's over the same database. */
export function createPatientAccessServices(deps: {
  readonly db: Kysely<Database>;
  readonly smartApps: readonly SmartApp[] | undefined;
  readonly now: () => Date;
}) {
  const smartApps = deps.smartApps ?? DEFAULT_SMART_APPS;
  const idTokens = createIdTokenSigner();
  return {
    smartApps,
    idTokens,
    smartAuthorization: createSmartAuthorizationService({
      grants: createSmartGrantsRepository(deps.db),
      apps: smartApps,
      idTokens,
      now: deps.now,
    }),
    fhir: createFhirService({ fhir: createFhirRepository(deps.db), now: deps.now }),
  };
}
