import type { CoverageCategory as BenefitCategory } from '@dash/domain';
import { EOB_TYPE_CATEGORIES, mapExplanationOfBenefit } from '../../fhir/map-explanation-of-benefit';
import { FhirError } from '../../fhir/operation-outcome';
import { dateBoundsOf, type RawQuery, tokenCodesOf, valuesOf } from '../../fhir/search-params';
import type { FhirProviderRow } from '../../repositories/fhir/fhir-rows';
import type { SmartGrant } from '../../repositories/smart-grants/grants';
import { type FhirDeps, type FhirScope, patientsOf } from './fhir-scope';

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

/** One page of the claims the scope may read, as ExplanationOfBenefit, and how many match. */
export async function searchEobs(
  deps: FhirDeps,
  scope: FhirScope,
  grant: SmartGrant,
  query: RawQuery,
  paging: { count: number; offset: number },
) {
  const { fhir } = deps;
  const members = patientsOf(query, 'patient', scope.claimMembers, scope.members);
  const categories = categoriesOf(query);
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
