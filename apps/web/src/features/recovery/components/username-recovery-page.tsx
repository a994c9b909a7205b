import { REGISTRATION_TEXTS, RECOVERY_TEXTS as TEXTS } from '@dash/domain';
import { UsernameRecoveryRequest } from '@dash/domain/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { IdentityFields } from '@/components/identity-fields';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HttpError } from '@/lib/http-error';
import { recoverUsername } from '../api/recover-username';
import { RecoverySent } from './recovery-sent';

const LABELS = {
  identifier: REGISTRATION_TEXTS.identifierLabel,
  identifierHint: REGISTRATION_TEXTS.identifierHint,
  firstName: REGISTRATION_TEXTS.firstNameLabel,
  lastName: REGISTRATION_TEXTS.lastNameLabel,
  dateOfBirth: REGISTRATION_TEXTS.dateOfBirthLabel,
};

/** /recovery/username (issue 14): the identity; the username goes to the e-mail address on file. */
export function UsernameRecoveryPage() {
  useDocumentTitle(TEXTS.usernameTitle);
  const [isPending, startTransition] = useTransition();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(UsernameRecoveryRequest),
    mode: 'onTouched',
    defaultValues: { identifier: '', firstName: '', lastName: '', dateOfBirth: '' },
  });
  const isShown = (name: keyof UsernameRecoveryRequest) =>
    formState.isSubmitted || formState.touchedFields[name] === true;

  const submit = handleSubmit((identity) => {
    setFailure(null);
    startTransition(async () => {
      try {
        setSent((await recoverUsername(identity)).message);
      } catch (error) {
        setFailure((error instanceof HttpError ? error.body?.message : null) ?? TEXTS.failed);
      }
    });
  });

  return (
    <PageLayout title={TEXTS.usernameTitle} width="narrow" framed>
      {sent ? (
        <RecoverySent message={sent} />
      ) : (
        <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
          <p>{TEXTS.usernameIntro}</p>
          {failure ? (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          ) : null}
          <IdentityFields
            register={register}
            errors={formState.errors}
            isShown={isShown}
            labels={LABELS}
            today={new Date().toISOString().slice(0, 10)}
          />
          <button className="button button--primary" type="submit" disabled={isPending}>
            {TEXTS.send}
          </button>
          {isPending ? <Spinner label={TEXTS.sending} /> : null}
          <p>
            <Link to={paths.recoverPassword}>{TEXTS.forgotPassword}</Link>
          </p>
        </form>
      )}
    </PageLayout>
  );
}
