import type {
  RegistrationCredentialsForm,
  RegistrationDetails,
  RegistrationIdentity,
} from '@dash/domain/api';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorNotice } from '@/components/error-notice';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PasswordFeedback } from '@/components/password-feedback/password-feedback';
import { Select } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { useBrand } from '@/lib/brand';
import { HttpError } from '@/lib/http-error';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { register as createAccount } from '../api/register';
import { REFUSAL_KEYS, registrationTexts } from '../texts';

type Field = keyof RegistrationCredentialsForm;

interface CredentialsStepProps {
  readonly identity: RegistrationIdentity;
  readonly details: RegistrationDetails;
  readonly onBack: () => void;
  readonly onRegistered: (username: string) => void;
}

/** The step's form: checked by the shared schema once a field is left, then on every change. */
function useCredentialsForm() {
  return useForm({
    resolver: zodResolverImport(() =>
      import('@dash/domain/api/registration').then((m) => m.RegistrationCredentialsForm),
    ),
    mode: 'onTouched',
    defaultValues: {
      username: '',
      password: '',
      confirmPassword: '',
      email: '',
      question1: 0,
      answer1: '',
      question2: 0,
      answer2: '',
    },
  });
}

/** The registration call: the identity of step 1 with the credentials and the two answers. */
function accountOf(identity: RegistrationIdentity, values: RegistrationCredentialsForm) {
  return {
    ...identity,
    username: values.username,
    password: values.password,
    email: values.email,
    securityAnswers: [
      { questionId: values.question1, answer: values.answer1 },
      { questionId: values.question2, answer: values.answer2 },
    ],
  };
}

interface SecurityQuestionFieldsProps {
  readonly register: ReturnType<typeof useCredentialsForm>['register'];
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly error: (name: Field) => string | undefined;
}

/** The two security questions, each chosen from the list, with its answer. */
function SecurityQuestionFields({ register, options, error }: SecurityQuestionFieldsProps) {
  const t = registrationTexts.useTexts();
  return (
    <>
      {([1, 2] as const).map((n) => (
        <div key={n} className="stack">
          <Select
            label={t('questionLabel', { n })}
            options={options}
            placeholder={t('chooseQuestion')}
            required
            error={error(`question${n}`)}
            {...register(`question${n}`)}
          />
          <TextField
            label={t('answerLabel', { n })}
            hint={t('answerHint')}
            autoComplete="off"
            required
            error={error(`answer${n}`)}
            {...register(`answer${n}`)}
          />
        </div>
      ))}
    </>
  );
}

/** The password's strength, judged against the member's own words (name, username, e-mail, brand). */
function CredentialsFeedback({
  watch,
  identity,
}: {
  readonly watch: ReturnType<typeof useCredentialsForm>['watch'];
  readonly identity: RegistrationIdentity;
}) {
  const brand = useBrand();
  return (
    <PasswordFeedback
      password={watch('password')}
      words={{
        username: watch('username'),
        firstName: identity.firstName,
        lastName: identity.lastName,
        email: watch('email'),
        brandName: brand.name,
      }}
    />
  );
}

/**
 * Step 2 (issue 14): the username (3-16 letters and digits), the password twice (document 1 §5, error
 * mismatch), the e-mail and two security questions with their answers.
 */
export function CredentialsStep({ identity, details, onBack, onRegistered }: CredentialsStepProps) {
  const t = registrationTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch } = useCredentialsForm();
  const touched = (name: Field) => formState.isSubmitted || formState.touchedFields[name] === true;
  const error = (name: Field) => (touched(name) ? formState.errors[name]?.message : undefined);
  const options = details.securityQuestions.map((q) => ({ value: String(q.id), label: q.text }));

  const submit = handleSubmit((values) => {
    setServerError(null);
    startTransition(async () => {
      try {
        const created = await createAccount(accountOf(identity, values));
        onRegistered(created.username);
      } catch (failure) {
        const body = failure instanceof HttpError ? failure.body : null;
        const usernameError = body?.fieldErrors?.username?.[0];
        if (usernameError) setError('username', { message: usernameError });
        const key = body ? REFUSAL_KEYS[body.code] : undefined;
        setServerError(key ? t(key) : (body?.message ?? t('failed')));
      }
    });
  });

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <p>{t('credentialsIntro')}</p>
      <ErrorNotice message={serverError} />
      <TextField
        label={t('usernameLabel')}
        hint={t('usernameHint')}
        autoComplete="username"
        required
        error={error('username')}
        {...register('username', { onChange: () => setServerError(null) })}
      />
      <NewPasswordFields
        labels={{
          password: t('passwordLabel'),
          passwordHint: t('passwordHint'),
          confirmation: t('confirmPasswordLabel'),
        }}
        password={{
          ...register('password'),
          touched: touched('password'),
          error: formState.errors.password?.message,
        }}
        confirmation={{
          ...register('confirmPassword'),
          touched: touched('confirmPassword'),
          error: formState.errors.confirmPassword?.message,
        }}
        feedback={<CredentialsFeedback watch={watch} identity={identity} />}
      />
      <TextField
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        {...register('email')}
      />
      <SecurityQuestionFields register={register} options={options} error={error} />
      <div className="button-row">
        <button className="button" type="button" onClick={onBack} disabled={isPending}>
          {t('back')}
        </button>
        <button className="button button--primary" type="submit" disabled={isPending}>
          {t('submit')}
        </button>
      </div>
      {isPending ? <Spinner label={t('submitting')} /> : null}
    </form>
  );
}
