import type { BenefitCategoryParam } from '@dash/domain/api';
import { BenefitCategoryPage } from './components/benefit-category-page';
import { BenefitHistoryPage } from './components/benefit-history-page';
import { BenefitsSummaryPage } from './components/benefits-summary-page';
import { DentalDetailPage } from './components/dental-detail-page';
import { ServiceDetailPage } from './components/service-detail-page';
import {
  categoryLoader,
  dentalDetailLoader,
  historyLoader,
  serviceDetailLoader,
  summaryLoader,
} from './loaders';

/** The benefits area's pages (document 2 §2), one lazy chunk: the router asks for the one it opens. */
export function getBenefitCategoryRoute(category: BenefitCategoryParam) {
  return { Component: () => <BenefitCategoryPage category={category} />, loader: categoryLoader(category) };
}

export const benefitsSummaryRoute = { Component: BenefitsSummaryPage, loader: summaryLoader };
export const serviceDetailRoute = { Component: ServiceDetailPage, loader: serviceDetailLoader };
export const dentalDetailRoute = { Component: DentalDetailPage, loader: dentalDetailLoader };
export const benefitHistoryRoute = { Component: BenefitHistoryPage, loader: historyLoader };
