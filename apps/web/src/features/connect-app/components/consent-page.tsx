import { SMART_SERVER_MESSAGES, SMART_TEXTS as TEXTS } from '@dash/domain';
import { SmartAuthorizationRequest } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { sendConsent, useConsentView } from '../api/smart-consent';

/** The gateway's message for a refused request, else the generic one. */
function messageOf(error: unknown): string {
  return error instanceof HttpError && error.body ? error.body.message : SMART_SERVER_MESSAGES.invalidRequest;
}

/**
 * /connect-app (issue 18): an app asks to read the member's plan information; the page names the app
 * and what it will read, and the member allows or denies. Either answer sends the browser back to the
 * app's registered address, which the gateway chose.
 */
export function ConsentPage() {
  useDocumentTitle(TEXTS.consentTitle);
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
      <PageLayout title={TEXTS.consentTitle} width="narrow">
        <p className="alert alert--error" role="alert">
          {SMART_SERVER_MESSAGES.invalidRequest}
        </p>
      </PageLayout>
    );
  }
  if (view.isPending) return <Spinner label={TEXTS.consentTitle} />;
  if (view.isError) {
    return (
      <PageLayout title={TEXTS.consentTitle} width="narrow">
        <p className="alert alert--error" role="alert">
          {messageOf(view.error)}
        </p>
      </PageLayout>
    );
  }
  return (
    <PageLayout
      title={TEXTS.consentTitle}
      intro={TEXTS.consentIntro(view.data.appName)}
      width="narrow"
      busy={isPending}
    >
      <section className="card stack" aria-labelledby="consent-list">
        <h2 id="consent-list">{TEXTS.consentListHeading}</h2>
        <ul>
          {view.data.willRead.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{TEXTS.consentRevokeNote}</p>
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
            {TEXTS.allow}
          </button>
          <button className="button" type="button" onClick={() => answer(false)} disabled={isPending}>
            {TEXTS.deny}
          </button>
        </div>
      </section>
    </PageLayout>
  );
}
