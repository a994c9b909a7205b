import { ClaimsPage } from './components/claims-page';

/** /claims (document 2 §2): it resolves the account state before it opens (document 1 §2). */
export { resolveAccountState as loader } from '@/api/resolve-account-state';

export const Component = ClaimsPage;
