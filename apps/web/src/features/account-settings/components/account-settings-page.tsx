import { ACCOUNT_SETTINGS_TEXTS as TEXTS } from '@dash/domain';
import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignInSecuritySection } from './sign-in-security-section';

/** /account/settings: the member's settings; "Sign-in and security" first (issue 13 adds the rest). */
export function AccountSettingsPage() {
  useDocumentTitle(TEXTS.title);
  return (
    <PageLayout title={TEXTS.title} width="narrow">
      <SignInSecuritySection />
    </PageLayout>
  );
}
