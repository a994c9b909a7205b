import {
  type AlertContent,
  getRegistrationPoliciesFailure,
  RETRY_BUTTON_ID,
  WELCOME_TOAST,
} from '@dash/domain';
import type { RegistrationPoliciesUpdate } from '@dash/domain/api';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useContinueLogin } from '@/lib/continue-login';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/notifications';
import { useRegistrationPolicies } from '../api/get-registration-policies';
import { updateRegistrationPolicies } from '../api/update-registration-policies';
import { registrationPoliciesTexts } from '../texts';
import { RegistrationPoliciesForm } from './registration-policies-form';

type Translate = ReturnType<typeof registrationPoliciesTexts.useTexts>;

/**
 * The rule's alert for a failed call, its words from this catalogue: the title by the status and the
 * call, as getRegistrationPoliciesFailure chooses it; the content names the error page (its own words).
 */
function getFailure(t: Translate, status: number, call: 'load' | 'save'): AlertContent {
  const alert = getRegistrationPoliciesFailure(status, call);
  const title = status === 401 ? t('signInExpired') : call === 'load' ? t('loadFailed') : t('saveFailed');
  return {
    ...alert,
    title,
    ...(alert.links ? { links: alert.links.map((link) => ({ ...link, label: t('logInAgain') })) } : {}),
    ...(alert.buttons ? { buttons: alert.buttons.map((button) => ({ ...button, label: t('retry') })) } : {}),
  };
}

/**
 * /registration-policies (document 1 §2): the welcome page of the partner brand's first sign-in. Its
 * calls' address contains "registration", so their failures are not handled globally and are shown
 * here (document 1 §8): a failed load with a retry, a failed save above the form, which keeps the
 * member's answers.
 */
export function RegistrationPoliciesPage() {
  const t = registrationPoliciesTexts.useTexts();
  useDocumentTitle(t('title'));
  const query = useRegistrationPolicies();
  const continueLogin = useContinueLogin();
  const [saveFailure, setSaveFailure] = useState<number | null>(null);
  if (query.isError && !(query.error instanceof HttpError)) throw query.error;

  const save = async (update: RegistrationPoliciesUpdate) => {
    setSaveFailure(null);
    try {
      await updateRegistrationPolicies(update);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setSaveFailure(error.status);
      return;
    }
    notify({ ...WELCOME_TOAST, message: t('welcome') });
    try {
      await continueLogin();
    } catch (error) {
      // The next step's calls are handled globally (document 1 §8): their error page is already shown.
      if (!(error instanceof HttpError)) throw error;
    }
  };

  const loadFailure = query.error instanceof HttpError && !query.isFetching ? query.error.status : null;
  return (
    <PageLayout title={t('title')} intro={t('intro')} width="narrow">
      <p>
        {/* A new tab: the sign-in in progress stays on this one, its answers untouched. */}
        <a href={paths.digitalCommunicationsPolicy} target="_blank" rel="noopener noreferrer">
          {t('readPolicy')} <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </p>
      {loadFailure !== null ? (
        <Alert
          alert={getFailure(t, loadFailure, 'load')}
          onButton={(id) => (id === RETRY_BUTTON_ID ? void query.refetch() : undefined)}
        />
      ) : query.data ? (
        <>
          {saveFailure !== null ? <Alert alert={getFailure(t, saveFailure, 'save')} /> : null}
          <RegistrationPoliciesForm data={query.data} onSave={save} />
        </>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </PageLayout>
  );
}
