import { ClaimDetailPage } from './components/claim-detail-page';

/** /claims/{claimNumber} (issue 14): part of the claims area, it resolves the account state first too. */
export { resolveAccountState as loader } from '@/api/resolve-account-state';

export const Component = ClaimDetailPage;
