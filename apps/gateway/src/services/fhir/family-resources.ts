import { type DomainId, getFamilyRowState, selectFamilyRows } from '@dash/domain';
import type { Coverage, Resource } from '@medplum/fhirtypes';
import { mapCoverage } from '../../fhir/map-coverage';
import { mapPayer, mapProvider } from '../../fhir/map-organization';
import { mapPatient } from '../../fhir/map-patient';
import type { FhirDeps, FhirScope } from './fhir-scope';

const nowInstant = (deps: Pick<FhirDeps, 'now'>) => deps.now().toISOString();

/** The family's members as Patients. */
export function patients(deps: Pick<FhirDeps, 'now'>, scope: FhirScope): Resource[] {
  const at = nowInstant(deps);
  return scope.members.map((member) => mapPatient(member, scope.family, at));
}

/** Each member's coverage by category, the row the dashboard shows (document 2 §3 family eligibility). */
export async function coverages(deps: FhirDeps, scope: FhirScope): Promise<Coverage[]> {
  const rows = await deps.fhir.listEligibility(scope.family.familyKey);
  const now = deps.now();
  const selected = selectFamilyRows(
    rows.map((row) => ({ ...row, productCategory: row.category, termedDate: row.termedDate })),
    now,
  );
  const subscriber = scope.members.find((m) => m.suffix === 0);
  const at = nowInstant(deps);
  const out: Coverage[] = [];
  for (const member of scope.members) {
    for (const row of rows) {
      const chosen = selected.get(`${member.memberKey}:${row.category}`);
      if (!chosen || row.memberKey !== member.memberKey || chosen.effectiveDate !== row.effectiveDate)
        continue;
      out.push(
        mapCoverage({
          row,
          state: getFamilyRowState({ ...row, productCategory: row.category }, now),
          member,
          subscriber,
          family: scope.family,
          lastUpdated: at,
        }),
      );
    }
  }
  return out;
}

/** The payer and the providers of the claims the scope may read, each once. */
export async function organizationsAndPractitioners(deps: FhirDeps, scope: FhirScope): Promise<Resource[]> {
  const at = nowInstant(deps);
  const seen = new Map<string, Resource>();
  const payer = mapPayer(scope.family.domainId as DomainId, at);
  seen.set(`Organization/${payer.id}`, payer);
  const providers = await deps.fhir.listClaimProviders(
    scope.family.familyKey,
    scope.claimMembers.map((m) => m.memberKey),
    scope.earliestDate,
  );
  for (const provider of providers) {
    const resource = mapProvider(provider, at);
    seen.set(`${resource.resourceType}/${resource.id}`, resource);
  }
  return [...seen.values()];
}
