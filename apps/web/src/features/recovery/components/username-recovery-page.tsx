import { getPlanIsoDate } from '@dash/domain';
import type { UsernameRecoveryRequest } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { IdentityFields } from '@/components/identity-fields';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { localizeValidation } from '@/lib/i18n/validation/localize-validation';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { recoverUsername } from '../api/recover-username';
import { recoveryTexts } from '../texts';
import { RecoverySent } from './recovery-sent';

/** /recovery/username (issue 14): the identity; the username goes to the e-mail address on file. */
export function UsernameRecoveryPage() {
  const t = recoveryTexts.useTexts();
  useDocumentTitle(t('usernameTitle'));
  const [isPending, startTransition] = useTransition();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolverImport(() =>
      import('@dash/domain/api/recovery').then((m) => m.UsernameRecoveryRequest),
    ),
    mode: 'onTouched',
    defaultValues: { identifier: '', firstName: '', lastName: '', dateOfBirth: '' },
  });
  const isShown = (name: keyof UsernameRecoveryRequest) =>
    formState.isSubmitted || formState.touchedFields[name] === true;

  const submit = handleSubmit((identity) => {
    setFailure(null);
    startTransition(async () => {
      try {
        await recoverUsername(identity);
        // The gateway responds with this same text whether or not an account matched.
        setSent(t('usernameSent'));
      } catch (error) {
        setFailure(
          error instanceof HttpError && error.body ? localizeValidation(error.body.message) : t('failed'),
        );
      }
    });
  });

  return (
    <PageLayout title={t('usernameTitle')} width="narrow" framed>
      {sent ? (
        <RecoverySent message={sent} />
      ) : (
        <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
          <p>{t('usernameIntro')}</p>
          {failure ? (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          ) : null}
          <IdentityFields
            register={register}
            errors={formState.errors}
            isShown={isShown}
            labels={{
              identifier: t('identifierLabel'),
              identifierHint: t('identifierHint'),
              firstName: t('firstNameLabel'),
              lastName: t('lastNameLabel'),
              dateOfBirth: t('dateOfBirthLabel'),
            }}
            today={getPlanIsoDate(new Date())}
          />
          <button className="button button--primary" type="submit" disabled={isPending}>
            {t('send')}
          </button>
          {isPending ? <Spinner label={t('sending')} /> : null}
          <p>
            <Link to={paths.recoverPassword}>{t('forgotPassword')}</Link>
          </p>
        </form>
      )}
    </PageLayout>
  );
}
