import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '@/components/error-notice';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PasswordFeedback } from '@/components/password-feedback/password-feedback';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { localizeValidation } from '@/lib/i18n/validation/localize-validation';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { resetPassword } from '../api/reset-password';
import { recoveryTexts } from '../texts';

interface PasswordResetFormProps {
  readonly token: string;
  readonly question: string;
  readonly onDone: () => void;
  readonly onLinkEnded: () => void;
}

/**
 * The reset link's form (issue 14): the security answer (document 1 §5) and the new password twice
 * (the password rule, error mismatch). A wrong answer says how many tries are left; at five the
 * link ends and `onLinkEnded` shows that.
 */
export function PasswordResetForm({ token, question, onDone, onLinkEnded }: PasswordResetFormProps) {
  const t = recoveryTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const [serverError, setServerError] = useState<string | null>(null);
  const brand = useBrand();
  const { register, handleSubmit, formState, setError, watch } = useForm({
    resolver: zodResolverImport(() => import('@dash/domain/api/recovery').then((m) => m.PasswordResetForm)),
    mode: 'onTouched',
    defaultValues: { securityAnswer: '', newPassword: '', confirmPassword: '' },
  });
  const touched = (name: 'securityAnswer' | 'newPassword' | 'confirmPassword') =>
    formState.isSubmitted || formState.touchedFields[name] === true;

  const submit = handleSubmit(({ securityAnswer, newPassword }) => {
    setServerError(null);
    startTransition(async () => {
      try {
        await resetPassword({ token, securityAnswer, newPassword });
        onDone();
      } catch (failure) {
        const body = failure instanceof HttpError ? failure.body : null;
        if (body?.code === 'RESET_LINK_INVALID') {
          onLinkEnded();
          return;
        }
        const answerError = body?.fieldErrors?.securityAnswer?.[0];
        if (answerError) setError('securityAnswer', { message: answerError });
        if (body?.code === 'WRONG_SECURITY_ANSWER' && body.attemptsRemaining !== undefined) {
          setServerError(t('wrongAnswer', { remaining: body.attemptsRemaining }));
        } else {
          // The gateway's other refusals are field rules (the password's strength): the shared catalogue's.
          setServerError(body ? localizeValidation(body.message) : t('failed'));
        }
      }
    });
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <p>{t('resetIntro')}</p>
      <ErrorNotice message={serverError} />
      <TextField
        label={question}
        autoComplete="off"
        required
        error={touched('securityAnswer') ? formState.errors.securityAnswer?.message : undefined}
        {...register('securityAnswer', { onChange: () => setServerError(null) })}
      />
      <NewPasswordFields
        labels={{
          password: t('newPasswordLabel'),
          passwordHint: t('passwordHint'),
          confirmation: t('confirmPasswordLabel'),
        }}
        password={{
          ...register('newPassword'),
          touched: touched('newPassword'),
          error: formState.errors.newPassword?.message,
        }}
        confirmation={{
          ...register('confirmPassword'),
          touched: touched('confirmPassword'),
          error: formState.errors.confirmPassword?.message,
        }}
        feedback={
          <PasswordFeedback password={watch('newPassword')} words={{ username: '', brandName: brand.name }} />
        }
      />
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('submit')}
      </button>
      {isPending ? <Spinner label={t('saving')} /> : null}
    </form>
  );
}
