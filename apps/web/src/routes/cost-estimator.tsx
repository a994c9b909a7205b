export {
  CostEstimatorRoute as default,
  costEstimatorLoader as clientLoader,
  costEstimatorLoader as loader,
} from '@/features/cost-estimator/route';
