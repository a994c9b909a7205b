import { AccountStateFirst } from '@/components/account-state-first';
import { SubmitClaimPage } from './components/submit-claim-page';

/**
 * /claims/submit (issue 39 §3): it resolves the account state before it opens, as /claims, and is
 * server-rendered whole, its member select filled, from its loader's queries.
 */
export function Component() {
  return (
    <AccountStateFirst>
      <SubmitClaimPage />
    </AccountStateFirst>
  );
}

export { submitClaimLoader as loader } from '../loaders';
