import { AccountStateFirst } from '@/components/account-state-first';
import { EobsPage } from './components/eobs-page';

/** /eobs (document 2 §2, §6): it resolves the account state before it opens (document 1 §2). */
export function Component() {
  return (
    <AccountStateFirst>
      <EobsPage />
    </AccountStateFirst>
  );
}

export { eobsLoader as loader } from './loaders';
