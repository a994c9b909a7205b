import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { accountSettingsTexts } from '../texts';
import { ConnectedAppsCard } from './connected-apps-card';
import { MfaCard } from './mfa-card';
import { PreferencesCard } from './preferences-card';
import { SecurityAnswersCard } from './security-answers-card';
import { SignInSecuritySection } from './sign-in-security-section';

/**
 * /account/settings: the member's settings: "Sign-in and security", the username and security
 * questions, and the communication preferences, each edited in place (issue 13).
 */
export function AccountSettingsPage() {
  const t = accountSettingsTexts.useTexts();
  useDocumentTitle(t('title'));
  return (
    <PageLayout title={t('title')} width="narrow">
      <SignInSecuritySection />
      <MfaCard />
      <SecurityAnswersCard />
      <PreferencesCard />
      <ConnectedAppsCard />
    </PageLayout>
  );
}
