import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { localizeValidation } from '@/lib/i18n/validation/localize-validation';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { recoverPassword } from '../api/recover-password';
import { recoveryTexts } from '../texts';
import { RecoverySent } from './recovery-sent';

/** /recovery/password (issue 14): the username; a one-time link goes to the e-mail address on file. */
export function PasswordRecoveryPage() {
  const t = recoveryTexts.useTexts();
  useDocumentTitle(t('passwordTitle'));
  const [isPending, startTransition] = useTransition();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolverImport(() =>
      import('@dash/domain/api/recovery').then((m) => m.PasswordRecoveryRequest),
    ),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const shown = formState.isSubmitted || formState.touchedFields.username === true;

  const submit = handleSubmit((request) => {
    setFailure(null);
    startTransition(async () => {
      try {
        await recoverPassword(request);
        // The gateway responds with this same text whether or not an account matched.
        setSent(t('passwordSent'));
      } catch (error) {
        setFailure(
          error instanceof HttpError && error.body ? localizeValidation(error.body.message) : t('failed'),
        );
      }
    });
  });

  return (
    <PageLayout title={t('passwordTitle')} width="narrow" framed>
      {sent ? (
        <RecoverySent message={sent} />
      ) : (
        <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
          <p>{t('passwordIntro')}</p>
          {failure ? (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          ) : null}
          <TextField
            label={t('usernameLabel')}
            autoComplete="username"
            required
            error={shown ? formState.errors.username?.message : undefined}
            {...register('username')}
          />
          <button className="button button--primary" type="submit" disabled={isPending}>
            {t('send')}
          </button>
          {isPending ? <Spinner label={t('sending')} /> : null}
          <p>
            <Link to={paths.recoverUsername}>{t('forgotUsername')}</Link>
          </p>
        </form>
      )}
    </PageLayout>
  );
}
