import { getPlanIsoDate } from '@dash/domain';
import type { RegistrationIdentity } from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { IdentityFields } from '@/components/identity-fields';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/http-error';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { verifyIdentity } from '../api/verify-identity';
import { REFUSAL_KEYS, registrationTexts } from '../texts';

// The plan's day, as every day the portal shows: in the Pacific evening the UTC day is already tomorrow.
const today = () => getPlanIsoDate(new Date());

const identityResolver = zodResolverImport(() =>
  import('@dash/domain/api/registration').then((m) => m.RegistrationIdentity),
);

/**
 * Step 1 (issue 14): who the member is. A member who already has an account is told only that, with
 * the ways back in; the gateway's refusals are this screen's to show (document 1 §8).
 */
export function IdentityStep({
  initial,
  onVerified,
}: {
  initial: RegistrationIdentity | null;
  onVerified: (identity: RegistrationIdentity) => void;
}) {
  const t = registrationTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<{ message: string; registered: boolean } | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: identityResolver,
    mode: 'onTouched',
    defaultValues: initial ?? { identifier: '', firstName: '', lastName: '', dateOfBirth: '' },
  });
  const isShown = (name: keyof RegistrationIdentity) =>
    formState.isSubmitted || formState.touchedFields[name] === true;

  const submit = handleSubmit((identity) => {
    setRefusal(null);
    startTransition(async () => {
      try {
        await verifyIdentity(identity);
        onVerified(identity);
      } catch (failure) {
        const body = failure instanceof HttpError ? failure.body : null;
        const key = body ? REFUSAL_KEYS[body.code] : undefined;
        setRefusal({
          // A known refusal in the language in use; another one as the gateway worded it.
          message: key ? t(key) : (body?.message ?? t('failed')),
          registered: body?.code === 'ALREADY_REGISTERED',
        });
      }
    });
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <p>{t('identityIntro')}</p>
      {refusal ? (
        <div className="stack">
          <p className="alert alert--error" role="alert">
            {refusal.message}
          </p>
          {refusal.registered ? (
            <ul className="link-list link-list--inline">
              <li>
                <Link to={paths.login}>{t('logIn')}</Link>
              </li>
              <li>
                <Link to={paths.recoverUsername}>{t('forgotUsername')}</Link>
              </li>
              <li>
                <Link to={paths.recoverPassword}>{t('forgotPassword')}</Link>
              </li>
            </ul>
          ) : null}
        </div>
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
        today={today()}
      />
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('verify')}
      </button>
      {isPending ? <Spinner label={t('verifying')} /> : null}
    </form>
  );
}
