import { EMAIL_CODE_MINUTES } from '@dash/domain';
import { type FormEvent, useState, useTransition } from 'react';
import { Link } from 'react-router';
import { getLoginState } from '@/api/login-state';
import { ErrorNotice } from '@/components/error-notice';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { advanceLogin, useGoToStep } from '@/lib/post-login';
import { getLoginRedirect, getTemporaryToken, setTemporaryToken } from '@/lib/session';
import { sendNewMfaCode, verifyMfaCode } from '../api/mfa-code';
import { forgetMfaMethod, getMfaMethod } from '../lib/pending-mfa';
import { loginTexts } from '../texts';

interface CodeEntryProps {
  readonly code: string;
  readonly onCode: (code: string) => void;
  readonly isPending: boolean;
  /** Sends a new code by e-mail; null when the code comes from an authenticator app. */
  readonly onResend: (() => void) | null;
}

/** The code field, Verify, and for an e-mailed code the button that sends a new one. */
function CodeEntry({ code, onCode, isPending, onResend }: CodeEntryProps) {
  const t = loginTexts.useTexts();
  return (
    <>
      <TextField
        label={t('codeLabel')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={32}
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
      <button className="button button--primary" type="submit" disabled={isPending || code.trim() === ''}>
        {t('codeVerify')}
      </button>
      {onResend ? (
        <button className="button" type="button" onClick={onResend} disabled={isPending}>
          {t('codeSendNew')}
        </button>
      ) : null}
    </>
  );
}

/**
 * /login/code (issue 15): the code from the authenticator app or the e-mail, or a recovery code,
 * after the password and before the steps of document 1 §4. The gateway counts wrong codes toward
 * the lockout and says how many attempts are left; a lock sends the member back to /login.
 */
export function MfaCodePage() {
  const t = loginTexts.useTexts();
  useDocumentTitle(t('codeTitle'));
  const { domainId } = useBrand();
  const goTo = useGoToStep();
  const method = getMfaMethod();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [resent, setResent] = useState(false);
  const [isPending, startTransition] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = getTemporaryToken();
    if (!token) return;
    setError(null);
    setResent(false);
    startTransition(async () => {
      try {
        const verified = await verifyMfaCode(token, { code });
        forgetMfaMethod();
        setTemporaryToken(verified.token);
        const state = await getLoginState(verified.token);
        const step = await advanceLogin(verified.token, state, { domainId, redirect: getLoginRedirect() });
        startTransition(() => goTo(step));
      } catch (failure) {
        const body = failure instanceof HttpError ? failure.body : null;
        setLocked(failure instanceof HttpError && failure.status === 401);
        setError(body?.message ?? t('codeFailed'));
      }
    });
  };

  const resend = () => {
    const token = getTemporaryToken();
    if (!token) return;
    setError(null);
    startTransition(async () => {
      try {
        await sendNewMfaCode(token);
        setResent(true);
      } catch {
        setError(t('codeFailed'));
      }
    });
  };

  return (
    <PageLayout title={t('codeTitle')} titleId="mfa-code-title" width="narrow" framed>
      <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
        <p>{method === 'email' ? t('codeEmail', { minutes: EMAIL_CODE_MINUTES }) : t('codeTotp')}</p>
        <p>{t('codeRecovery')}</p>
        <ErrorNotice message={error} />
        {resent ? (
          <p className="alert alert--success" role="status">
            {t('codeNewSent')}
          </p>
        ) : null}
        {locked ? (
          <p>
            <Link to={paths.login}>{t('codeBackToLogin')}</Link>
          </p>
        ) : (
          <CodeEntry
            code={code}
            onCode={setCode}
            isPending={isPending}
            onResend={method === 'email' ? resend : null}
          />
        )}
        {isPending ? <Spinner label={t('codeVerify')} /> : null}
      </form>
    </PageLayout>
  );
}
