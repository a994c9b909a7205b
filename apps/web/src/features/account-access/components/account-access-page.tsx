import { PageLayout } from '@/components/page-layout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountAccess } from '../api/get-account-access';
import { accountAccessTexts } from '../texts';
import { SessionsSection } from './sessions-section';
import { StaffVisitsSection } from './staff-visits-section';

/**
 * /account/settings/access, "Sign-in and access" (issue 15): where the account is signed in, with
 * "End this session", and every staff login-as into it with what was viewed or changed.
 */
export function AccountAccessPage() {
  const t = accountAccessTexts.useTexts();
  useDocumentTitle(t('title'));
  const query = useAccountAccess();
  return (
    <PageLayout title={t('title')} width="narrow" busy={query.isPending}>
      {query.isError ? null : query.isPending ? (
        <div className="card stack account-skeleton" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
        </div>
      ) : (
        <>
          <SessionsSection sessions={query.data.sessions} canEndSessions={query.data.canEndSessions} />
          <StaffVisitsSection visits={query.data.staffVisits} />
        </>
      )}
    </PageLayout>
  );
}
