import { isValidSecurityAnswer, SECURITY_ANSWERS_SAVED_TOAST } from '@dash/domain';
import type { SecurityQuestionsResponse } from '@dash/domain/api';
import { type FormEvent, useState, useTransition } from 'react';
import { EditInPlaceCard } from '@/components/edit-in-place-card';
import { ErrorNotice } from '@/components/error-notice';
import { HiddenInput } from '@/components/hidden-input';
import { Spinner } from '@/components/spinner';
import { saveUnlessStale, useEditInPlaceSave } from '@/lib/edit-in-place-save';
import { HttpError } from '@/lib/http-error';
import { securityQuestionsQueryOptions, useSecurityQuestions } from '../api/get-security-questions';
import { updateSecurityAnswers } from '../api/update-security-answers';
import { accountSettingsTexts } from '../texts';
import { SECURITY_ANSWER_ERRORS } from './security-answer-errors';
import { SettingsCardSkeleton } from './settings-card-skeleton';

/**
 * The username and the security questions on the settings page (document 1 §5, §7; issue 13): new
 * answers of 3-30 letters, digits, symbols and spaces, saved after the current password; a stale tab
 * is told that they changed (decision 012).
 */
export function SecurityAnswersCard() {
  const t = accountSettingsTexts.useTexts();
  const query = useSecurityQuestions();
  const save = useEditInPlaceSave<SecurityQuestionsResponse>({
    queryKey: securityQuestionsQueryOptions().queryKey,
    toast: { ...SECURITY_ANSWERS_SAVED_TOAST, message: t('securityAnswersSaved') },
    staleNotice: t('staleData'),
  });
  if (query.isError) return null; // The global handling shows the error page (document 1 §8).
  if (query.isPending) return <SettingsCardSkeleton />;
  const { data } = query;
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="settings-username">
        <h2 id="settings-username">{t('username')}</h2>
        <p className="account-username">{data.username}</p>
      </section>
      <ErrorNotice message={save.notice} />
      <EditInPlaceCard
        key={data.version}
        title={t('securityQuestions')}
        display={<SecurityQuestionsDisplay data={data} />}
        edit={<SecurityAnswersForm data={data} onSaved={save.onSaved} onStale={save.onStale} />}
        onModeChange={save.clearNotice}
      />
    </div>
  );
}

function SecurityQuestionsDisplay({ data }: { data: SecurityQuestionsResponse }) {
  const t = accountSettingsTexts.useTexts();
  return (
    <dl className="fact-list">
      {data.questions.map((question) => (
        <div key={question.id} className="fact-list__row">
          <dt>{question.text}</dt>
          <dd>{data.answeredQuestionIds.includes(question.id) ? t('answered') : t('notAnswered')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The form's errors before any call, by field (`q<id>` for an answer, `form` for none given). */
function answerErrors(
  given: readonly { readonly questionId: number; readonly answer: string }[],
  currentPassword: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const answer of given) {
    if (!isValidSecurityAnswer(answer.answer))
      found[`q${answer.questionId}`] = SECURITY_ANSWER_ERRORS.answerInvalid;
  }
  if (given.length === 0) found.form = SECURITY_ANSWER_ERRORS.answerRequired;
  if (currentPassword === '') found.currentPassword = SECURITY_ANSWER_ERRORS.currentPasswordRequired;
  return found;
}

interface SecurityAnswersFormProps {
  readonly data: SecurityQuestionsResponse;
  readonly onSaved: (saved: SecurityQuestionsResponse) => void;
  readonly onStale: () => Promise<void>;
}

function SecurityAnswersForm({ data, onSaved, onStale }: SecurityAnswersFormProps) {
  const t = accountSettingsTexts.useTexts();
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [isPending, startTransition] = useTransition();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailed(false);
    const given = data.questions
      .map((question) => ({ questionId: question.id, answer: answers[question.id] ?? '' }))
      .filter((answer) => answer.answer !== '');
    const found = answerErrors(given, currentPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    startTransition(async () => {
      await saveUnlessStale(
        () => updateSecurityAnswers({ currentPassword, answers: given, version: data.version }),
        {
          onSaved,
          onStale,
          onFailed: (error) => {
            const message =
              error instanceof HttpError ? error.body?.fieldErrors?.currentPassword?.[0] : undefined;
            if (message) {
              setErrors({ currentPassword: message });
              return;
            }
            setFailed(true);
          },
        },
      );
    });
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <p className="field__hint">{t('securityQuestionsHint')}</p>
      <ErrorNotice message={failed ? t('saveFailed') : null} />
      <ErrorNotice message={errors.form} />
      {data.questions.map((question) => (
        <HiddenInput
          key={question.id}
          label={question.text}
          hint={data.answeredQuestionIds.includes(question.id) ? t('answered') : t('notAnswered')}
          autoComplete="off"
          maxLength={30}
          value={answers[question.id] ?? ''}
          error={errors[`q${question.id}`]}
          touched={submitted}
          onChange={(event) => setAnswers((before) => ({ ...before, [question.id]: event.target.value }))}
        />
      ))}
      <HiddenInput
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.currentPassword}
        touched={submitted}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('save')}
      </button>
      {isPending ? <Spinner label={t('saving')} /> : null}
    </form>
  );
}
