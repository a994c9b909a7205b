import { dataLoader } from '@/lib/route-queries';
import { accountAccessQueryOptions } from './api/get-account-access';
import { AccountAccessPage } from './components/account-access-page';

/**
 * The open sessions with staff login-as history. Its times are rendered in the time zone the member's
 * browser named (lib/render-time-zone.tsx).
 */
export const loader = dataLoader((client) => client.ensureQueryData(accountAccessQueryOptions()));

/** /account/settings/access, "Sign-in and access" (issue 15). */
export const Component = AccountAccessPage;
