import type { CoverageCategory as BenefitCategory } from '@dash/domain';
import type { ExplanationOfBenefit } from '@medplum/fhirtypes';
import { EOB_TYPE_CATEGORIES, mapExplanationOfBenefit } from '../../fhir/map-explanation-of-benefit';
import { FhirError } from '../../fhir/operation-outcome';
import { dateBoundsOf, type RawQuery, tokenCodesOf, valuesOf } from '../../fhir/search-params';
import type { FhirMemberRow, FhirProviderRow } from '../../repositories/fhir/fhir-rows';
import type { SmartGrant } from '../../repositories/smart-grants/grants';
import { type FhirDeps, type FhirScope, patientsOf } from './fhir-scope';
import { searchPriorAuthorizations } from './search-prior-authorizations';

type Paging = { readonly count: number; readonly offset: number };

/** The uses of ExplanationOfBenefit (R4 claim-use); a predetermination is none of ours. */
const USES = new Set(['claim', 'preauthorization', 'predetermination']);

/** The kinds a `use` parameter asks for; both the API serves when it names none. */
function usesOf(query: RawQuery): ReadonlySet<string> {
  const uses = tokenCodesOf(query, 'use');
  if (uses.length === 0) return new Set(['claim', 'preauthorization']);
  for (const use of uses) {
    if (!USES.has(use))
      throw new FhirError(
        400,
        'invalid',
        `use ${use} is not a use (claim, preauthorization, predetermination).`,
      );
  }
  return new Set(uses);
}

/** The categories a `type` parameter names; undefined when it names none. */
function categoriesOf(query: RawQuery): BenefitCategory[] | undefined {
  const types = tokenCodesOf(query, 'type');
  if (types.length === 0) return undefined;
  const categories: BenefitCategory[] = [];
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
  return categories;
}

/** One page of the claims of the members, as ExplanationOfBenefit, and how many match. */
async function searchClaims(
  deps: FhirDeps,
  scope: FhirScope,
  grant: SmartGrant,
  members: readonly FhirMemberRow[],
  query: RawQuery,
  categories: readonly BenefitCategory[] | undefined,
  paging: Paging,
): Promise<{ resources: ExplanationOfBenefit[]; total: number }> {
  const { fhir } = deps;
  const ids = valuesOf(query, '_id');
  const page = await fhir.listClaims({
    familyKey: scope.family.familyKey,
    memberKeys: members.map((m) => m.memberKey),
    earliestDate: scope.earliestDate,
    ...(ids.length > 0 ? { claimNumbers: ids } : {}),
    ...(categories ? { categories } : {}),
    serviceDate: dateBoundsOf(query, 'service-date'),
    lastUpdated: dateBoundsOf(query, '_lastUpdated'),
    created: dateBoundsOf(query, 'created'),
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

/**
 * One page of what the scope may read as ExplanationOfBenefit, and how many match: the claims, then
 * the prior authorizations (issue 38 §3), each kind under the same grant, scope and family rule (a
 * dependent's app reads the dependent's own). `use` picks one kind; without it a search finds both,
 * and a page takes up the prior authorizations where the claims end.
 */
export async function searchEobs(
  deps: FhirDeps,
  scope: FhirScope,
  grant: SmartGrant,
  query: RawQuery,
  paging: Paging,
): Promise<{ resources: ExplanationOfBenefit[]; total: number }> {
  const members = patientsOf(query, 'patient', scope.claimMembers, scope.members);
  const uses = usesOf(query);
  const categories = categoriesOf(query);
  const types = tokenCodesOf(query, 'type');
  const [claims, authorizations] = await Promise.all([
    uses.has('claim')
      ? searchClaims(deps, scope, grant, members, query, categories, paging)
      : { resources: [], total: 0 },
    uses.has('preauthorization')
      ? searchPriorAuthorizations(deps, scope, members, query, types.length > 0 ? types : undefined)
      : [],
  ]);
  const from = Math.max(0, paging.offset - claims.total);
  const room = paging.count - claims.resources.length;
  return {
    resources: [...claims.resources, ...authorizations.slice(from, from + Math.max(0, room))],
    total: claims.total + authorizations.length,
  };
}
