import { AccountAccessResponse, API_PATHS } from '@dash/domain/api';
import { accountAccessQueryOptions } from '@/features/account-access/api/get-account-access';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

/**
 * Sign-in and access, in the account area's layout: the account, and its open sessions with staff
 * login-as history. Its times are drawn in the time zone the member's browser named (lib/time-zone.ts).
 */
export const accountAccessCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.accountAccess, accountAccessQueryOptions(), AccountAccessResponse),
];
