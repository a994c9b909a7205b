import { AccountStateFirst } from '@/components/account-state-first';
import { IdCardPage } from './components/id-card-page';

/** /id-card (document 2 §2): the lazy ID card area; it resolves the account state before it opens. */
export function Component() {
  return (
    <AccountStateFirst>
      <IdCardPage />
    </AccountStateFirst>
  );
}
