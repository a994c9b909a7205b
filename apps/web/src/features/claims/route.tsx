import { AccountStateFirst } from '@/components/account-state-first';
import { ClaimsPage } from './components/claims-page';

/** /claims (document 2 §2): it resolves the account state before it opens (document 1 §2). */
export function Component() {
  return (
    <AccountStateFirst>
      <ClaimsPage />
    </AccountStateFirst>
  );
}

export { claimsLoader as loader } from './loaders';
