import { SHELL_TEXTS, REGISTRATION_POLICY_TEXTS as TEXTS } from '@dash/domain';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/api-client';
import { useRegistrationPolicies } from '../api/get-registration-policies';
import { RegistrationPoliciesForm } from './registration-policies-form';

/** /registration-policies (document 1 §2): the welcome page of the partner brand's first sign-in. */
export function RegistrationPoliciesPage() {
  useDocumentTitle(TEXTS.title);
  const query = useRegistrationPolicies();
  if (query.isError) {
    if (query.error instanceof HttpError) return null;
    throw query.error;
  }
  return (
    <PageLayout title={TEXTS.title} intro={TEXTS.intro} width="narrow">
      {query.isPending ? (
        <Spinner label={SHELL_TEXTS.loading} />
      ) : (
        <RegistrationPoliciesForm data={query.data} />
      )}
    </PageLayout>
  );
}
