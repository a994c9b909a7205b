import type { SmartApp } from '../../fhir/registered-apps';
import type { SmartGrantsRepository } from '../../repositories/smart-grants-repository';
import type { IdTokenSigner } from './id-token-signer';

/** What the SMART authorization server's flows are built over; each flow takes the part it uses. */
export interface SmartDeps {
  readonly grants: SmartGrantsRepository;
  readonly apps: readonly SmartApp[];
  readonly idTokens: IdTokenSigner;
  readonly now: () => Date;
}
