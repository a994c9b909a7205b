import { AccountSettingsPage } from './components/account-settings-page';

/** /account/settings (document 1 §2, account sub-route "settings"). */
export const Component = AccountSettingsPage;
