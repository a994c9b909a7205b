import { createGetEstimate, type EstimateDeps } from './get-estimate';
import { createGetEstimatePdf } from './get-estimate-pdf';

/** The cost estimator (issue 38 §1) for a member of the signed-in family, one flow a module. */
export function createCostEstimateService(deps: EstimateDeps) {
  const getEstimate = createGetEstimate(deps);
  return {
    /** The estimate as the page shows it. */
    get: async (...args: Parameters<typeof getEstimate>) => (await getEstimate(...args)).response,
    getPdf: createGetEstimatePdf(deps),
  };
}

export type CostEstimateService = ReturnType<typeof createCostEstimateService>;
