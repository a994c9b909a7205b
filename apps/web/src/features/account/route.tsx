import { accountQueryOptions } from '@/api/account';
import { AccountStateFirst } from '@/components/account-state-first';
import { dataLoader } from '@/lib/route-queries';
import { addressQueryOptions } from './api/get-address';
import { groupDetailsQueryOptions } from './api/get-group-details';
import { AccountLayout } from './components/account-layout';
import { AccountSummaryPage } from './components/account-summary-page';
import { CustomerServicePage } from './components/customer-service-page';
import { HelpCenterPage } from './components/help-center-page';
import { MemberInformationPage } from './components/member-information-page';
import { PlanBenefitsPage } from './components/plan-benefits-page';

/** The account area's layout waits for GET account, and every page in it reads it. */
export const loader = dataLoader((client) => client.ensureQueryData(accountQueryOptions()));

/** The account area (document 1 §2, document 2 §2): it resolves the account state before it opens. */
export function Component() {
  return (
    <AccountStateFirst>
      <AccountLayout />
    </AccountStateFirst>
  );
}

export const accountSummaryRoute = { Component: AccountSummaryPage };
export const helpCenterRoute = { Component: HelpCenterPage };
/** Outside the account's layout: the brand's contacts, from GET shell alone. */
export const customerServiceRoute = { Component: CustomerServicePage };
/** Member information: the family's address. */
export const memberInformationRoute = {
  Component: MemberInformationPage,
  loader: dataLoader((client) => client.ensureQueryData(addressQueryOptions())),
};
/** Member plan benefits: the groups' plans. */
export const planBenefitsRoute = {
  Component: PlanBenefitsPage,
  loader: dataLoader((client) => client.ensureQueryData(groupDetailsQueryOptions())),
};
