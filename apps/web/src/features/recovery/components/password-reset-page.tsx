import { RESET_TOKEN_PATTERN } from '@dash/domain';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { useResetLink } from '../api/check-reset-link';
import { recoveryTexts } from '../texts';
import { PasswordResetForm } from './password-reset-form';

/** The token of the e-mailed link, from the fragment (#token=…): never sent to a server. */
function readToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && RESET_TOKEN_PATTERN.test(token) ? token : null;
}

function LinkEnded() {
  const t = recoveryTexts.useTexts();
  return (
    <div className="stack">
      <p className="alert alert--error" role="alert">
        {t('linkInvalid')}
      </p>
      <p>
        <Link to={paths.recoverPassword}>{t('requestNewLink')}</Link>
      </p>
    </div>
  );
}

function CheckingLink() {
  const t = recoveryTexts.useTexts();
  return (
    <div className="stack" role="status" aria-busy="true" aria-label={t('checking')}>
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line" />
    </div>
  );
}

function ResetWithToken({ token }: { token: string }) {
  const t = recoveryTexts.useTexts();
  const link = useResetLink(token);
  const [state, setState] = useState<'form' | 'done' | 'ended'>('form');
  if (state === 'done') {
    return (
      <div className="stack">
        <p className="alert alert--success" role="status">
          {t('resetDone')}
        </p>
        <p>
          <Link className="button button--primary" to={paths.login}>
            {t('logIn')}
          </Link>
        </p>
      </div>
    );
  }
  if (state === 'ended' || link.isError) return <LinkEnded />;
  if (!link.data) return <CheckingLink />;
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
  const t = recoveryTexts.useTexts();
  useDocumentTitle(t('resetTitle'));
  const { hash } = useLocation();
  // The link's token is in the fragment, which no server sees: the server's page and its hydration
  // show the link being checked, and the browser reads the token once React owns the page (a server
  // page that said the link had ended was replaced by the form, React error 418).
  const hydrated = useHydrated();
  const token = hydrated ? readToken(hash) : undefined;
  return (
    <PageLayout title={t('resetTitle')} width="narrow" framed>
      {token === undefined ? <CheckingLink /> : token ? <ResetWithToken token={token} /> : <LinkEnded />}
    </PageLayout>
  );
}
