import { RECOVERY_MESSAGES, RECOVERY_TEXTS as TEXTS } from '@dash/domain';
import { ResetToken } from '@dash/domain/api';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useResetLink } from '../api/check-reset-link';
import { PasswordResetForm } from './password-reset-form';

/** The token of the e-mailed link, from the fragment (#token=…): never sent to a server. */
function readToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && ResetToken.safeParse(token).success ? token : null;
}

function LinkEnded() {
  return (
    <div className="stack">
      <p className="alert alert--error" role="alert">
        {RECOVERY_MESSAGES.linkInvalid}
      </p>
      <p>
        <Link to={paths.recoverPassword}>{TEXTS.requestNewLink}</Link>
      </p>
    </div>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const link = useResetLink(token);
  const [state, setState] = useState<'form' | 'done' | 'ended'>('form');
  if (state === 'done') {
    return (
      <div className="stack">
        <p className="alert alert--success" role="status">
          {TEXTS.resetDone}
        </p>
        <p>
          <Link className="button button--primary" to={paths.login}>
            {TEXTS.logIn}
          </Link>
        </p>
      </div>
    );
  }
  if (state === 'ended' || link.isError) return <LinkEnded />;
  if (!link.data) {
    return (
      <div className="stack" role="status" aria-busy="true" aria-label={TEXTS.checking}>
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  }
  return (
    <PasswordResetForm
      token={token}
      question={link.data.question}
      onDone={() => setState('done')}
      onLinkEnded={() => setState('ended')}
    />
  );
}

/** /recovery/password/reset (issue 14): the page the e-mailed one-time link opens. */
export function PasswordResetPage() {
  useDocumentTitle(TEXTS.resetTitle);
  const { hash } = useLocation();
  const token = readToken(hash);
  return (
    <PageLayout title={TEXTS.resetTitle} width="narrow" framed>
      {token ? <ResetWithToken token={token} /> : <LinkEnded />}
    </PageLayout>
  );
}
