import { AccountStateFirst } from '@/components/account-state-first';
import { ClaimDetailPage } from './components/claim-detail-page';

/** /claims/{claimNumber} (issue 14): part of the claims area, it resolves the account state first too. */
export function Component() {
  return (
    <AccountStateFirst>
      <ClaimDetailPage />
    </AccountStateFirst>
  );
}

export { claimLoader as loader } from './loaders';
