import { PlanManagementPage } from './components/plan-management-page';

/** The plan management page that "Manage your plan" opens (document 2 §3, §4; docs/decisions/013). */
export const Component = PlanManagementPage;
