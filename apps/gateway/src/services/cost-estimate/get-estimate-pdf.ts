import { ESTIMATE_PDF_PROVIDER_LIMIT, getPlanIsoDate, type Locale } from '@dash/domain';
import type { CostEstimateParams } from '@dash/domain/api';
import { renderEstimate } from '../../cost-estimate/render-estimate';
import { NotFoundError } from '../../errors';
import type { Caller } from '../caller';
import { createGetEstimate, type EstimateDeps } from './get-estimate';

/**
 * GET cost-estimate/pdf (issue 38 §1, the "paper form"): the same estimate as the page, its first 20
 * providers, as PDF bytes with the service's code for the file name; 404 when the search finds no service.
 */
export function createGetEstimatePdf(deps: EstimateDeps) {
  const getEstimate = createGetEstimate(deps);
  return async function getEstimatePdf(
    caller: Caller,
    query: CostEstimateParams,
    locale: Locale,
  ): Promise<{ pdf: Uint8Array; serviceCode: string }> {
    const { member, response } = await getEstimate(caller, query);
    const { estimate } = response;
    if (!estimate) throw new NotFoundError('costEstimate.noService');
    const pdf = await renderEstimate({
      domainId: caller.domainId,
      locale,
      memberName: (await deps.costEstimates.getMemberName(member.memberKey)) ?? '',
      preparedDate: getPlanIsoDate(deps.now()),
      estimate: { ...estimate, providers: estimate.providers.slice(0, ESTIMATE_PDF_PROVIDER_LIMIT) },
      totalProviders: estimate.providers.length,
    });
    return { pdf, serviceCode: estimate.service.code };
  };
}
