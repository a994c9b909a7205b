import {
  type CoverageCategory as BenefitCategory,
  canReadFhirType,
  type DomainId,
  type FhirReadType,
  getClaimsScope,
  getEarliestHistoryDate,
  getFamilyRowState,
  getPlanIsoDate,
  selectFamilyRows,
} from '@dash/domain';
import type { Bundle, Coverage, Resource } from '@medplum/fhirtypes';
import { searchBundle } from '../../fhir/bundle';
import { SEARCH_PARAMS } from '../../fhir/capability-statement';
import { getPatientId } from '../../fhir/fhir-ids';
import { mapCoverage } from '../../fhir/map-coverage';
import { EOB_TYPE_CATEGORIES, mapExplanationOfBenefit } from '../../fhir/map-explanation-of-benefit';
import { mapPayer, mapProvider } from '../../fhir/map-organization';
import { mapPatient } from '../../fhir/map-patient';
import { FhirError } from '../../fhir/operation-outcome';
import {
  dateBoundsOf,
  pagingOf,
  patientIdsOf,
  type RawQuery,
  requireKnownParams,
  tokenCodesOf,
  valuesOf,
} from '../../fhir/search-params';
import type {
  FhirFamilyRow,
  FhirMemberRow,
  FhirProviderRow,
  FhirRepository,
} from '../../repositories/fhir-repository';
import type { SmartGrant } from '../../repositories/smart-grants-repository';

/** A FHIR request: the grant its token carries and the address resources are named under. */
export interface FhirCaller {
  readonly grant: SmartGrant;
  readonly baseUrl: string;
}

interface Scope {
  readonly family: FhirFamilyRow;
  /** Patients the app may read: the member's family (docs/security.md "Family scope"). */
  readonly members: readonly FhirMemberRow[];
  /** Whose claims the app may read: the subscriber's family, a dependent's own (decision 014). */
  readonly claimMembers: readonly FhirMemberRow[];
  readonly earliestDate: string;
}

const notFound = (type: string, id: string) =>
  new FhirError(404, 'not-found', `${type}/${id} is not found, or not one this app may read.`);

/**
 * The Patient Access API's reads and searches (issue 18): the dashboard's rules on the dashboard's
 * rows. Every answer is scoped from the grant (one member, one brand), never from an id in the
 * request: an id outside the scope is answered as not found, a patient search outside it forbidden.
 */
export function createFhirService(deps: { readonly fhir: FhirRepository; readonly now: () => Date }) {
  const { fhir } = deps;

  async function scopeOf(grant: SmartGrant): Promise<Scope> {
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

  function requireScope(grant: SmartGrant, type: FhirReadType): void {
    if (!canReadFhirType(grant.scope, type)) {
      throw new FhirError(403, 'forbidden', `The app was not granted access to ${type}.`);
    }
  }

  /** The members a `patient` (or `beneficiary`) parameter names; every one must be in the scope. */
  function patientsOf(
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

  const nowInstant = () => deps.now().toISOString();

  function patients(scope: Scope): Resource[] {
    const at = nowInstant();
    return scope.members.map((member) => mapPatient(member, scope.family, at));
  }

  async function coverages(scope: Scope): Promise<Coverage[]> {
    const rows = await fhir.listEligibility(scope.family.familyKey);
    const now = deps.now();
    const selected = selectFamilyRows(
      rows.map((row) => ({ ...row, productCategory: row.category, termedDate: row.termedDate })),
      now,
    );
    const subscriber = scope.members.find((m) => m.suffix === 0);
    const at = nowInstant();
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

  async function providers(scope: Scope): Promise<FhirProviderRow[]> {
    return fhir.listClaimProviders(
      scope.family.familyKey,
      scope.claimMembers.map((m) => m.memberKey),
      scope.earliestDate,
    );
  }

  async function organizationsAndPractitioners(scope: Scope): Promise<Resource[]> {
    const at = nowInstant();
    const seen = new Map<string, Resource>();
    const payer = mapPayer(scope.family.domainId as DomainId, at);
    seen.set(`Organization/${payer.id}`, payer);
    for (const provider of await providers(scope)) {
      const resource = mapProvider(provider, at);
      seen.set(`${resource.resourceType}/${resource.id}`, resource);
    }
    return [...seen.values()];
  }

  async function searchEobs(
    scope: Scope,
    grant: SmartGrant,
    query: RawQuery,
    paging: { count: number; offset: number },
  ) {
    const members = patientsOf(query, 'patient', scope.claimMembers, scope.members);
    const types = tokenCodesOf(query, 'type');
    let categories: BenefitCategory[] | undefined;
    if (types.length > 0) {
      categories = [];
      for (const type of types) {
        const found = EOB_TYPE_CATEGORIES[type];
        if (!found)
          throw new FhirError(
            400,
            'invalid',
            `type ${type} is not a claim type (professional, oral, pharmacy, institutional).`,
          );
        categories.push(...found);
      }
    }
    const ids = valuesOf(query, '_id');
    const page = await fhir.listClaims({
      familyKey: scope.family.familyKey,
      memberKeys: members.map((m) => m.memberKey),
      earliestDate: scope.earliestDate,
      ...(ids.length > 0 ? { claimNumbers: ids } : {}),
      ...(categories ? { categories } : {}),
      serviceDate: dateBoundsOf(query, 'service-date'),
      lastUpdated: dateBoundsOf(query, '_lastUpdated'),
      offset: paging.offset,
      limit: paging.count,
    });
    // Only the page's providers: the directory entry decides Practitioner or Organization.
    const providerIds = [...new Set(page.rows.flatMap((row) => (row.providerId ? [row.providerId] : [])))];
    const [lines, directory] = await Promise.all([
      fhir.listClaimLines(page.rows.map((row) => row.claimNumber)),
      fhir.findProviders(providerIds),
    ]);
    const resources = page.rows.map((claim) => {
      const entry = directory.find((p) => p.providerId === claim.providerId);
      // The claim's own provider name, as the claims screen shows it, with the directory's facts.
      const provider: FhirProviderRow = {
        providerId: claim.providerId,
        name: claim.providerName,
        groupName: entry?.groupName ?? null,
        title: entry?.title ?? null,
        specialty: entry?.specialty ?? null,
      };
      return mapExplanationOfBenefit({
        claim,
        lines: lines.filter((line) => line.claimNumber === claim.claimNumber),
        provider,
        domainId: grant.domainId,
      });
    });
    return { resources, total: page.total };
  }

  /** Filters an in-memory list (patients, coverages, organizations) by _id and pages it. */
  function pageOf<T extends Resource>(
    all: readonly T[],
    query: RawQuery,
    paging: { count: number; offset: number },
  ) {
    const ids = valuesOf(query, '_id');
    const matching = ids.length > 0 ? all.filter((r) => r.id !== undefined && ids.includes(r.id)) : all;
    return { resources: matching.slice(paging.offset, paging.offset + paging.count), total: matching.length };
  }

  return {
    async search(caller: FhirCaller, type: FhirReadType, query: RawQuery): Promise<Bundle> {
      requireScope(caller.grant, type);
      requireKnownParams(query, SEARCH_PARAMS[type]);
      const paging = pagingOf(query);
      const scope = await scopeOf(caller.grant);
      let found: { resources: Resource[]; total: number };
      if (type === 'ExplanationOfBenefit') {
        found = await searchEobs(scope, caller.grant, query, paging);
      } else if (type === 'Patient') {
        found = pageOf(patients(scope), query, paging);
      } else if (type === 'Coverage') {
        const members = patientsOf(
          query,
          valuesOf(query, 'beneficiary').length > 0 ? 'beneficiary' : 'patient',
          scope.members,
          scope.members,
        );
        const keep = new Set(members.map((m) => `Patient/${getPatientId(m.memberKey)}`));
        found = pageOf(
          (await coverages(scope)).filter((c) => keep.has(c.beneficiary.reference ?? '')),
          query,
          paging,
        );
      } else {
        const all = (await organizationsAndPractitioners(scope)).filter((r) => r.resourceType === type);
        found = pageOf(all, query, paging);
      }
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (name === '_offset' || name === '_count' || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
      }
      return searchBundle({
        baseUrl: caller.baseUrl,
        resourceType: type,
        query: params,
        resources: found.resources,
        total: found.total,
        offset: paging.offset,
        count: paging.count,
      });
    },

    async read(caller: FhirCaller, type: FhirReadType, id: string): Promise<Resource> {
      requireScope(caller.grant, type);
      const scope = await scopeOf(caller.grant);
      let found: Resource | undefined;
      if (type === 'Patient') found = patients(scope).find((r) => r.id === id);
      else if (type === 'Coverage') found = (await coverages(scope)).find((r) => r.id === id);
      else if (type === 'ExplanationOfBenefit') {
        const page = await searchEobs(scope, caller.grant, { _id: id }, { count: 1, offset: 0 });
        found = page.resources[0];
      } else {
        found = (await organizationsAndPractitioners(scope)).find(
          (r) => r.resourceType === type && r.id === id,
        );
      }
      if (!found) throw notFound(type, id);
      return found;
    },
  };
}

export type FhirService = ReturnType<typeof createFhirService>;
