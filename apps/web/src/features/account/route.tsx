import { accountQueryOptions } from '@/api/account';
import { queryClient } from '@/lib/query-client';
import { AccountLayout } from './components/account-layout';

/**
 * The account area (document 1 §2, document 2 §2): it resolves the account state before it opens
 * (a failure is left to the page, whose query shows it through the global handling).
 */
export async function loader() {
  await queryClient.ensureQueryData(accountQueryOptions()).catch(() => undefined);
  return null;
}

export const Component = AccountLayout;
export { AccountSummaryPage } from './components/account-summary-page';
export { CustomerServicePage } from './components/customer-service-page';
export { HelpCenterPage } from './components/help-center-page';
export { MemberInformationPage } from './components/member-information-page';
export { PlanBenefitsPage } from './components/plan-benefits-page';
