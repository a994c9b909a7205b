import {
  API_PATHS,
  ConnectedApps,
  MfaStatus,
  SecurityQuestionsResponse,
  SettingsPreferencesResponse,
} from '@dash/domain/api';
import { connectedAppsQueryOptions } from '@/features/account-settings/api/connected-apps';
import { securityQuestionsQueryOptions } from '@/features/account-settings/api/get-security-questions';
import { settingsPreferencesQueryOptions } from '@/features/account-settings/api/get-settings-preferences';
import { mfaStatusQueryOptions } from '@/features/account-settings/api/mfa';
import { ACCOUNT } from './account';
import { drawn, type PageCalls } from './drawn-call';

/**
 * Account settings, in the account area's layout: the account, and each card's answer (two-step
 * sign-in, the security questions, the communication preferences, the connected apps). A module of
 * its own, so the account's other pages do not load these cards' contracts.
 */
export const accountSettingsCalls: PageCalls = () => [
  ACCOUNT,
  drawn(API_PATHS.mfaStatus, mfaStatusQueryOptions(), MfaStatus),
  drawn(API_PATHS.securityQuestions, securityQuestionsQueryOptions(), SecurityQuestionsResponse),
  drawn(API_PATHS.settingsPreferences, settingsPreferencesQueryOptions(), SettingsPreferencesResponse),
  drawn(API_PATHS.connectedApps, connectedAppsQueryOptions(), ConnectedApps),
];
