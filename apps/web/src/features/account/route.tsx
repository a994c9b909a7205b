import { AccountStateFirst } from '@/components/account-state-first';
import { AccountLayout } from './components/account-layout';

/** The account area (document 1 §2, document 2 §2): it resolves the account state before it opens. */
export function Component() {
  return (
    <AccountStateFirst>
      <AccountLayout />
    </AccountStateFirst>
  );
}

export { AccountSummaryPage } from './components/account-summary-page';
export { CustomerServicePage } from './components/customer-service-page';
export { HelpCenterPage } from './components/help-center-page';
export { MemberInformationPage } from './components/member-information-page';
export { PlanBenefitsPage } from './components/plan-benefits-page';
