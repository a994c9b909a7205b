import {
  canReadFhirType,
  type FhirReadType,
  getClaimsScope,
  getEarliestHistoryDate,
  getPlanIsoDate,
} from '@dash/domain';
import { getPatientId } from '../../fhir/fhir-ids';
import { FhirError } from '../../fhir/operation-outcome';
import { patientIdsOf, type RawQuery } from '../../fhir/search-params';
import type { FhirFamilyRow, FhirMemberRow } from '../../repositories/fhir/fhir-rows';
import type { FhirRepository } from '../../repositories/fhir-repository';
import type { SmartGrant } from '../../repositories/smart-grants/grants';

/** A FHIR request: the grant its token carries and the address resources are named under. */
export interface FhirCaller {
  readonly grant: SmartGrant;
  readonly baseUrl: string;
}

/** What the FHIR reads and searches are built over. */
export interface FhirDeps {
  readonly fhir: FhirRepository;
  readonly now: () => Date;
}

export interface FhirScope {
  readonly family: FhirFamilyRow;
  /** Patients the app may read: the member's family (docs/security.md "Family scope"). */
  readonly members: readonly FhirMemberRow[];
  /** Whose claims the app may read: the subscriber's family, a dependent's own (decision 014). */
  readonly claimMembers: readonly FhirMemberRow[];
  readonly earliestDate: string;
}

/** What the grant reaches, from its member: never from an id in the request. */
export async function scopeOf(deps: FhirDeps, grant: SmartGrant): Promise<FhirScope> {
  const { fhir } = deps;
  const family = await fhir.findFamily(grant.memberKey);
  if (!family) throw new FhirError(401, 'login', 'The member of this authorization no longer exists.');
  const members = await fhir.listMembers(family.familyKey);
  const self = members.find((m) => m.memberKey === grant.memberKey);
  if (!self) throw new FhirError(401, 'login', 'The member of this authorization no longer exists.');
  const claimMembers = getClaimsScope(self.suffix) === 'family' ? members : [self];
  // The claims screen's window (document 2 §5): the same claims the member sees there.
  const earliestDate = getEarliestHistoryDate(getPlanIsoDate(deps.now()));
  return { family, members, claimMembers, earliestDate };
}

export function requireScope(grant: SmartGrant, type: FhirReadType): void {
  if (!canReadFhirType(grant.scope, type)) {
    throw new FhirError(403, 'forbidden', `The app was not granted access to ${type}.`);
  }
}

/** The members a `patient` (or `beneficiary`) parameter names; every one must be in the scope. */
export function patientsOf(
  query: RawQuery,
  name: string,
  among: readonly FhirMemberRow[],
  all: readonly FhirMemberRow[],
) {
  const ids = patientIdsOf(query, name);
  if (ids.length === 0) return among;
  const chosen = among.filter((m) => ids.includes(getPatientId(m.memberKey)));
  if (chosen.length !== ids.length) {
    const known = ids.every((id) => all.some((m) => getPatientId(m.memberKey) === id));
    // A family member whose claims the member may not read is forbidden; anyone else unknown.
    if (known) throw new FhirError(403, 'forbidden', 'This app may not read that patient’s records.');
    throw new FhirError(
      403,
      'forbidden',
      'This app may read only the records of the member who authorized it.',
    );
  }
  return chosen;
}
