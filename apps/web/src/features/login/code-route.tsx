import { MfaCodePage } from './components/mfa-code-page';

/** /login/code: the second factor after the password (issue 15). */
export const Component = MfaCodePage;
