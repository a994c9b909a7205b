import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountQueryOptions } from '@/api/account';
import { Spinner } from './spinner';

/**
 * An area that resolves the account state before it opens (account, id-card, claims and EOBs,
 * document 1 §2 and document 2 §2): its page is rendered once GET account has responded, and until then
 * the member shell holds the page's place. A failure opens the page all the same: its own calls meet
 * the failure and show it as they do. (A gate, not a route loader: on a first load in the browser a
 * pending loader would blank the whole shell until it resolves.)
 */
export function AccountStateFirst({ children }: { readonly children: ReactNode }) {
  const account = useQuery(accountQueryOptions());
  // The place the member shell holds while it loads (session-frame.tsx): the footer stays below the fold.
  return account.isPending ? (
    <div className="member-frame-loading" aria-busy="true">
      <Spinner />
    </div>
  ) : (
    children
  );
}
