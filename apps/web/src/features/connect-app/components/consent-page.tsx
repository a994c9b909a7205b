import { SmartAuthorizationRequest } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { sendConsent, useConsentView } from '../api/smart-consent';
import { connectAppTexts } from '../texts';

/** The gateway's message for a refused request, else the generic one. */
function messageOf(error: unknown): string {
  return error instanceof HttpError && error.body ? error.body.message : connectAppTexts.t('invalidRequest');
}

/**
 * /connect-app (issue 18): an app asks to read the member's plan information; the page names the app
 * and what it will read, and the member allows or denies. Either answer sends the browser back to the
 * app's registered address, which the gateway chose.
 */
export function ConsentPage() {
  const t = connectAppTexts.useTexts();
  useDocumentTitle(t('consentTitle'));
  const { search } = useLocation();
  const query = search.replace(/^\?/, '');
  const request = SmartAuthorizationRequest.safeParse(Object.fromEntries(new URLSearchParams(query)));
  const view = useConsentView(query);
  const [isPending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);

  const answer = (approve: boolean) => {
    if (!request.success) return;
    setFailure(null);
    startTransition(async () => {
      try {
        const { redirectTo } = await sendConsent(request.data, approve);
        window.location.assign(redirectTo);
      } catch (error) {
        setFailure(messageOf(error));
      }
    });
  };

  if (!request.success) {
    return (
      <PageLayout title={t('consentTitle')} width="narrow">
        <p className="alert alert--error" role="alert">
          {t('invalidRequest')}
        </p>
      </PageLayout>
    );
  }
  if (view.isPending) return <Spinner label={t('consentTitle')} />;
  if (view.isError) {
    return (
      <PageLayout title={t('consentTitle')} width="narrow">
        <p className="alert alert--error" role="alert">
          {messageOf(view.error)}
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={t('consentTitle')}
      intro={t('consentIntro', { appName: view.data.appName })}
      width="narrow"
      busy={isPending}
    >
      <section className="card stack" aria-labelledby="consent-list">
        <h2 id="consent-list">{t('consentListHeading')}</h2>
        <ul>
          {view.data.willRead.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t('consentRevokeNote')}</p>
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="button-row">
          <button
            className="button button--primary"
            type="button"
            onClick={() => answer(true)}
            disabled={isPending}
          >
            {t('allow')}
          </button>
          <button className="button" type="button" onClick={() => answer(false)} disabled={isPending}>
            {t('deny')}
          </button>
        </div>
      </section>
    </PageLayout>
  );
}
