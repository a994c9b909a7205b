import { ChangePasswordPage } from './components/change-password-page';

/** /account/settings/change-password (document 1 §2). */
export const Component = ChangePasswordPage;
