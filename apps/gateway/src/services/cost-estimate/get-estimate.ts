import {
  ESTIMATE_MATCH_LIMIT,
  type EstimateAccumulators,
  type EstimateCategory,
  type EstimateSort,
  estimateCostShare,
  findServices,
  getEstimableCategories,
  getPlanIsoDate,
  sortEstimates,
} from '@dash/domain';
import type {
  BenefitSummary,
  CostEstimateParams,
  CostEstimateResponse,
  EstimateCostSharing,
  EstimateService,
  ProviderEstimate,
} from '@dash/domain/api';
import { NotFoundError } from '../../errors';
import type { FamilyMember } from '../../repositories/benefits/family-member';
import type { BenefitsRepository } from '../../repositories/benefits-repository';
import type { CatalogueService } from '../../repositories/cost-estimate/list-estimate-services';
import type { ServiceProviderRow } from '../../repositories/cost-estimate/list-service-providers';
import type { CostEstimateRepository } from '../../repositories/cost-estimate-repository';
import { getSummaryFromToday } from '../benefits/summary-by-day';
import { type Caller, requireMemberKey } from '../caller';
import { getMemberAccumulators, toEstimateAccumulators } from './estimate-accumulators';

export interface EstimateDeps {
  readonly benefits: BenefitsRepository;
  readonly costEstimates: CostEstimateRepository;
  readonly now: () => Date;
}

/** The estimate and who it is for: the PDF names the member. */
export interface EstimateResult {
  readonly member: FamilyMember;
  readonly response: CostEstimateResponse;
}

/** A catalogue service as the contract gives it. */
function toEstimateService(service: CatalogueService): EstimateService {
  return {
    code: service.code,
    codeSystem: service.codeSystem,
    category: service.category,
    name: service.name,
    bundledItems: service.bundledItems,
    prerequisite: service.prerequisite,
  };
}

/** The plan's in-network cost-sharing for the service: its benefits service page's first tier. */
async function costSharingOf(
  deps: Pick<EstimateDeps, 'benefits'>,
  member: FamilyMember,
  service: CatalogueService,
): Promise<EstimateCostSharing> {
  const detail = await deps.benefits.getServiceDetail(member, service.category, service.benefitPage);
  const tier = detail?.tierOutOfPocket[0];
  return {
    covered: service.covered && tier !== undefined,
    deductibleApplies: service.deductibleApplies,
    copay: tier?.isCopay ? tier.copay : null,
    coinsurancePercent: tier && !tier.isCopay ? tier.coinsurance : null,
  };
}

/** Each provider's rate and the member's estimate from it, sorted as asked (issue 38 §1). */
function toProviderEstimates(
  rows: readonly ServiceProviderRow[],
  sharing: EstimateCostSharing,
  accumulators: EstimateAccumulators,
  sort: EstimateSort,
): ProviderEstimate[] {
  const estimated = rows.map(({ rate, ...provider }) => {
    const estimate = estimateCostShare({ allowed: rate, sharing, accumulators });
    return {
      ...provider,
      negotiatedRate: rate,
      memberCost: estimate.kind === 'estimate' ? estimate.member.total : null,
      estimate:
        estimate.kind === 'estimate'
          ? {
              kind: 'estimate' as const,
              member: estimate.member,
              planPays: estimate.planPays,
              outOfPocketReached: estimate.outOfPocketReached,
              annualMaximumReached: estimate.annualMaximumReached,
            }
          : estimate,
    };
  });
  return sortEstimates(estimated, sort).map(({ memberCost: _cost, ...provider }) => provider);
}

/**
 * GET cost-estimate (issue 38 §1) for a member of the caller's family (a suffix outside it is 404, as
 * the benefits calls): the services the search finds among the categories the member may estimate
 * (those of the plan period holding today, else of the member's next, as the benefits pages read),
 * and for the one asked for (else the best match) each in-network provider's rate and the member's
 * estimated cost-sharing from the accumulators the benefits pages show, sorted as asked.
 */
export function createGetEstimate(deps: EstimateDeps) {
  return async function getEstimate(caller: Caller, query: CostEstimateParams): Promise<EstimateResult> {
    const signedIn = requireMemberKey(caller);
    const member = await deps.benefits.findFamilyMember(signedIn, query.suffix);
    if (!member) throw new NotFoundError('server.noSuffixInFamily');
    const today = getPlanIsoDate(deps.now());
    const summaries = new Map<EstimateCategory, BenefitSummary | null>(
      await Promise.all(
        (['medical', 'dental'] as const).map(
          async (category) =>
            [
              category,
              await getSummaryFromToday(deps.benefits, signedIn, query.suffix, category, today),
            ] as const,
        ),
      ),
    );
    const held = [...summaries].filter(([, summary]) => (summary?.tiers.length ?? 0) > 0).map(([c]) => c);
    const catalogue = await deps.costEstimates.listServices(getEstimableCategories(caller.domainId, held));
    const searchable = catalogue.map((service) => ({
      ...service,
      names: [service.name.en, service.name.es],
    }));
    const matches = findServices(searchable, query.q, ESTIMATE_MATCH_LIMIT);
    const chosen = (query.code && catalogue.find((service) => service.code === query.code)) || matches[0];
    const base = {
      suffix: member.suffix,
      sort: query.sort,
      matches: matches.map(toEstimateService),
    };
    if (!chosen) return { member, response: { ...base, estimate: null } };
    const [costSharing, rows] = await Promise.all([
      costSharingOf(deps, member, chosen),
      deps.costEstimates.listServiceProviders({
        serviceCode: chosen.code,
        providerText: query.provider,
        zipCode: query.zip,
        radiusMiles: query.radius,
      }),
    ]);
    const accumulators = getMemberAccumulators(summaries.get(chosen.category) ?? null);
    const figures = toEstimateAccumulators(accumulators);
    return {
      member,
      response: {
        ...base,
        estimate: {
          service: toEstimateService(chosen),
          costSharing,
          outOfNetworkAllowed: chosen.outOfNetworkAllowed,
          accumulators,
          providers: toProviderEstimates(rows, costSharing, figures, query.sort),
        },
      },
    };
  };
}
