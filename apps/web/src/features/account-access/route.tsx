import { AccountAccessPage } from './components/account-access-page';

/** /account/settings/access, "Sign-in and access" (issue 15). */
export const Component = AccountAccessPage;
