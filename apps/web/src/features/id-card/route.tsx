import { accountQueryOptions } from '@/api/account';
import { AccountStateFirst } from '@/components/account-state-first';
import { dataLoader } from '@/lib/route-queries';
import { idCardMembersQueryOptions } from './api/get-id-card-members';
import { IdCardPage } from './components/id-card-page';

/** /id-card (document 2 §2): the lazy ID card area; it resolves the account state before it opens. */
export function Component() {
  return (
    <AccountStateFirst>
      <IdCardPage />
    </AccountStateFirst>
  );
}

/** The ID card area resolves the account state first (AccountStateFirst), then lists the cards. */
export const loader = dataLoader((client) =>
  Promise.all([
    client.ensureQueryData(accountQueryOptions()),
    client.ensureQueryData(idCardMembersQueryOptions()),
  ]),
);
