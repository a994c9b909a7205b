import { ACCOUNT_SETTINGS_TEXTS as TEXTS } from '@dash/domain';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignInSecuritySection } from './sign-in-security-section';

/** /account/settings: the member's settings; "Sign-in and security" first (issue 13 adds the rest). */
export function AccountSettingsPage() {
  useDocumentTitle(TEXTS.title);
  return (
    <section className="page page--narrow stack">
      <h1>{TEXTS.title}</h1>
      <SignInSecuritySection />
    </section>
  );
}
