import {
  getRegistrationPoliciesFailure,
  POLICY_PAGE_TEXTS,
  RETRY_BUTTON_ID,
  SHELL_TEXTS,
  REGISTRATION_POLICY_TEXTS as TEXTS,
  WELCOME_TOAST,
} from '@dash/domain';
import type { RegistrationPoliciesUpdate } from '@dash/domain/api';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/api-client';
import { useContinueLogin } from '@/lib/continue-login';
import { notify } from '@/lib/notifications';
import { useRegistrationPolicies } from '../api/get-registration-policies';
import { updateRegistrationPolicies } from '../api/update-registration-policies';
import { RegistrationPoliciesForm } from './registration-policies-form';

/**
 * /registration-policies (document 1 §2): the welcome page of the partner brand's first sign-in. Its
 * calls' address contains "registration", so their failures are not handled globally and are shown
 * here (document 1 §8): a failed load with a retry, a failed save above the form, which keeps the
 * member's answers.
 */
export function RegistrationPoliciesPage() {
  useDocumentTitle(TEXTS.title);
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
    notify(WELCOME_TOAST);
    try {
      await continueLogin();
    } catch (error) {
      // The next step's calls are handled globally (document 1 §8): their error page is already shown.
      if (!(error instanceof HttpError)) throw error;
    }
  };

  const loadFailure = query.error instanceof HttpError && !query.isFetching ? query.error.status : null;
  return (
    <section className="page page--narrow stack">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <p>
        {/* A new tab: the sign-in in progress stays on this one, its answers untouched. */}
        <a href={paths.digitalCommunicationsPolicy} target="_blank" rel="noopener noreferrer">
          {POLICY_PAGE_TEXTS.readPolicy}{' '}
          <span className="visually-hidden">{POLICY_PAGE_TEXTS.opensInNewTab}</span>
        </a>
      </p>
      {loadFailure !== null ? (
        <Alert
          alert={getRegistrationPoliciesFailure(loadFailure, 'load')}
          onButton={(id) => (id === RETRY_BUTTON_ID ? void query.refetch() : undefined)}
        />
      ) : query.data ? (
        <>
          {saveFailure !== null ? (
            <Alert alert={getRegistrationPoliciesFailure(saveFailure, 'save')} />
          ) : null}
          <RegistrationPoliciesForm data={query.data} onSave={save} />
        </>
      ) : (
        <Spinner label={SHELL_TEXTS.loading} />
      )}
    </section>
  );
}
