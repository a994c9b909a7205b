import { accountQueryOptions } from '@/api/account';
import { queryClient } from '@/lib/query-client';

/**
 * The loader of the areas that resolve the account state before they open: account, id-card, claims
 * and EOBs (document 1 §2, document 2 §2). A failure is left to the page, whose own query shows it
 * through the global handling or on the screen.
 */
export async function resolveAccountState(): Promise<null> {
  await queryClient.ensureQueryData(accountQueryOptions()).catch(() => undefined);
  return null;
}
