import { AccountStateFirst } from '@/components/account-state-first';
import { SubmitClaimPage } from './components/submit-claim-page';

/** /claims/submit (issue 39 §3): it resolves the account state before it opens, as /claims. */
export function Component() {
  return (
    <AccountStateFirst>
      <SubmitClaimPage />
    </AccountStateFirst>
  );
}
