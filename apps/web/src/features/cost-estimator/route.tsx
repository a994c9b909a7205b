import { CostEstimatorPage } from './components/cost-estimator-page';

/** /find-care/cost-estimator (issue 38 §1). */
export function CostEstimatorRoute() {
  return <CostEstimatorPage />;
}

export { costEstimatorLoader } from './loaders';
