import { RegistrationPoliciesPage } from './components/registration-policies-page';

/** /registration-policies (document 1 §2). */
export const Component = RegistrationPoliciesPage;
