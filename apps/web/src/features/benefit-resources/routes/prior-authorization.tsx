import { PriorAuthorizationPage } from '../components/prior-authorization-page';

export const Component = PriorAuthorizationPage;

export { priorAuthorizationLoader as loader } from '../loaders';
