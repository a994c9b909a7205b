import { dataLoader } from '@/lib/route-queries';
import { planManagementQueryOptions } from './api/get-plan-management';
import { PlanManagementPage } from './components/plan-management-page';

/** The plan's details, in the account area's layout (whose loader asks for the account). */
export const loader = dataLoader((client) => client.ensureQueryData(planManagementQueryOptions()));

/** The plan management page that "Manage your plan" opens (document 2 §3, §4; docs/decisions/013). */
export const Component = PlanManagementPage;
