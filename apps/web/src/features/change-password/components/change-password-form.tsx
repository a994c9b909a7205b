import { Fragment, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { HiddenInput } from '@/components/hidden-input';
import { PasswordFeedback } from '@/components/password-feedback/password-feedback';
import { Spinner } from '@/components/spinner';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { changePassword } from '../api/change-password';
import { changePasswordTexts } from '../texts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Current and new password and the confirmation (document 1 §5: the password rule, the two new
 * fields must match). Errors show once a field is touched or the form submitted.
 */
export function ChangePasswordForm({
  onChanged,
  temporaryToken,
}: {
  onChanged: () => void;
  temporaryToken: string | null;
}) {
  const t = changePasswordTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const [serverError, setServerError] = useState<string | null>(null);
  const brand = useBrand();
  const { register, handleSubmit, formState, setError, watch } = useForm({
    resolver: zodResolverImport(() => import('@dash/domain/api/password').then((m) => m.ChangePasswordForm)),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const touched = (name: (typeof FIELDS)[number]) =>
    formState.isSubmitted || formState.touchedFields[name] === true;

  const submit = handleSubmit(({ currentPassword, newPassword }) => {
    setServerError(null);
    startTransition(async () => {
      try {
        await changePassword({ currentPassword, newPassword }, temporaryToken);
        onChanged();
      } catch (failure) {
        // account/password failures are the screen's to show (document 1 §8), next to their field.
        const body = failure instanceof HttpError ? failure.body : null;
        for (const name of FIELDS) {
          const message = body?.fieldErrors?.[name]?.[0];
          if (message) setError(name, { message });
        }
        setServerError(body?.message ?? t('failed'));
      }
    });
  });

  const labels = {
    currentPassword: t('currentLabel'),
    newPassword: t('newLabel'),
    confirmPassword: t('confirmLabel'),
  };
  const autoComplete = {
    currentPassword: 'current-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };
  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      {serverError ? (
        <p className="alert alert--error" role="alert">
          {serverError}
        </p>
      ) : null}
      <p>{t('rule')}</p>
      {FIELDS.map((name) => (
        <Fragment key={name}>
          <HiddenInput
            label={labels[name]}
            autoComplete={autoComplete[name]}
            required
            touched={touched(name)}
            error={formState.errors[name]?.message}
            {...register(name, { onChange: () => setServerError(null) })}
          />
          {name === 'newPassword' ? (
            <PasswordFeedback
              password={watch('newPassword')}
              words={{ username: '', brandName: brand.name }}
            />
          ) : null}
        </Fragment>
      ))}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('submit')}
      </button>
      {isPending ? <Spinner label={t('saving')} /> : null}
    </form>
  );
}
