import { dataLoader } from '@/lib/route-queries';
import { connectedAppsQueryOptions } from './api/connected-apps';
import { securityQuestionsQueryOptions } from './api/get-security-questions';
import { settingsPreferencesQueryOptions } from './api/get-settings-preferences';
import { mfaStatusQueryOptions } from './api/mfa';
import { AccountSettingsPage } from './components/account-settings-page';

/** Each card's data: two-step sign-in, the security questions, the communication preferences, the connected apps. */
export const loader = dataLoader((client) =>
  Promise.all([
    client.ensureQueryData(mfaStatusQueryOptions()),
    client.ensureQueryData(securityQuestionsQueryOptions()),
    client.ensureQueryData(settingsPreferencesQueryOptions()),
    client.ensureQueryData(connectedAppsQueryOptions()),
  ]),
);

/** /account/settings (document 1 §2, account sub-route "settings"). */
export const Component = AccountSettingsPage;
