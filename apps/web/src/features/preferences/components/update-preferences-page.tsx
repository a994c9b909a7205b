import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { usePreferencesFormData } from '../api/get-preferences-form-data';
import { preferencesTexts } from '../texts';
import { PreferencesForm } from './preferences-form';

/** /update-preferences (document 1 §2): mid-login, temporary token only (the temporary area guards it). */
export function UpdatePreferencesPage() {
  const t = preferencesTexts.useTexts();
  useDocumentTitle(t('title'));
  const query = usePreferencesFormData();
  if (query.isError) {
    // A failed call is already on screen: the global handling shows its error page (document 1 §8).
    if (query.error instanceof HttpError) return null;
    throw query.error;
  }
  return (
    <PageLayout title={t('title')} intro={t('intro')} width="narrow">
      {query.isPending ? <Spinner label={t('loading')} /> : <PreferencesForm data={query.data} />}
    </PageLayout>
  );
}
