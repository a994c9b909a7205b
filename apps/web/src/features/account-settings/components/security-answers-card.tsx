import {
  CHANGE_PASSWORD_MESSAGES,
  isValidSecurityAnswer,
  SECURITY_ANSWERS_SAVED_TOAST,
  ACCOUNT_TEXTS as TEXTS,
  validationMessages,
} from '@dash/domain';
import type { SecurityQuestionsResponse } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState, useTransition } from 'react';
import { EditInPlaceCard } from '@/components/edit-in-place-card';
import { HiddenInput } from '@/components/hidden-input';
import { Spinner } from '@/components/spinner';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/notifications';
import { securityQuestionsQueryOptions, useSecurityQuestions } from '../api/get-security-questions';
import { updateSecurityAnswers } from '../api/update-security-answers';

const ANSWER_INVALID = validationMessages.invalid(TEXTS.answerLabel.toLowerCase());

/**
 * The username and the security questions on the settings page (document 1 §5, §7; issue 13): new
 * answers of 3-30 letters, digits, symbols and spaces, saved after the current password; a stale tab
 * is told that they changed (decision 012).
 */
export function SecurityAnswersCard() {
  const query = useSecurityQuestions();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  if (query.isError) return null; // The global handling shows the error page (document 1 §8).
  if (query.isPending) {
    return (
      <div className="card stack account-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  }
  const { data } = query;
  const onSaved = (saved: SecurityQuestionsResponse) => {
    setNotice(null);
    queryClient.setQueryData(securityQuestionsQueryOptions().queryKey, saved);
    notify(SECURITY_ANSWERS_SAVED_TOAST);
  };
  const onStale = async () => {
    await queryClient.refetchQueries({ queryKey: securityQuestionsQueryOptions().queryKey });
    setNotice(TEXTS.staleData);
  };
  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="settings-username">
        <h2 id="settings-username">{TEXTS.username}</h2>
        <p className="account-username">{data.username}</p>
      </section>
      {notice ? (
        <p className="alert alert--error" role="alert">
          {notice}
        </p>
      ) : null}
      <EditInPlaceCard
        key={data.version}
        title={TEXTS.securityQuestions}
        display={<SecurityQuestionsDisplay data={data} />}
        edit={<SecurityAnswersForm data={data} onSaved={onSaved} onStale={onStale} />}
        onModeChange={() => setNotice(null)}
      />
    </div>
  );
}

function SecurityQuestionsDisplay({ data }: { data: SecurityQuestionsResponse }) {
  return (
    <dl className="fact-list">
      {data.questions.map((question) => (
        <div key={question.id} className="fact-list__row">
          <dt>{question.text}</dt>
          <dd>{data.answeredQuestionIds.includes(question.id) ? TEXTS.answered : TEXTS.notAnswered}</dd>
        </div>
      ))}
    </dl>
  );
}

function SecurityAnswersForm({
  data,
  onSaved,
  onStale,
}: {
  data: SecurityQuestionsResponse;
  onSaved: (saved: SecurityQuestionsResponse) => void;
  onStale: () => Promise<void>;
}) {
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
    const found: Record<string, string> = {};
    for (const answer of given) {
      if (!isValidSecurityAnswer(answer.answer)) found[`q${answer.questionId}`] = ANSWER_INVALID;
    }
    if (given.length === 0) found.form = validationMessages.required(TEXTS.newAnswer);
    if (currentPassword === '') found.currentPassword = CHANGE_PASSWORD_MESSAGES.currentRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    startTransition(async () => {
      try {
        onSaved(await updateSecurityAnswers({ currentPassword, answers: given, version: data.version }));
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          await onStale();
          return;
        }
        const message =
          error instanceof HttpError ? error.body?.fieldErrors?.currentPassword?.[0] : undefined;
        if (message) {
          setErrors({ currentPassword: message });
          return;
        }
        setFailed(true);
      }
    });
  };

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <p className="field__hint">{TEXTS.securityQuestionsHint}</p>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {TEXTS.saveFailed}
        </p>
      ) : null}
      {errors.form ? (
        <p className="alert alert--error" role="alert">
          {errors.form}
        </p>
      ) : null}
      {data.questions.map((question) => (
        <HiddenInput
          key={question.id}
          label={question.text}
          hint={data.answeredQuestionIds.includes(question.id) ? TEXTS.answered : TEXTS.notAnswered}
          autoComplete="off"
          maxLength={30}
          value={answers[question.id] ?? ''}
          error={errors[`q${question.id}`]}
          touched={submitted}
          onChange={(event) => setAnswers((before) => ({ ...before, [question.id]: event.target.value }))}
        />
      ))}
      <HiddenInput
        label={TEXTS.currentPassword}
        autoComplete="current-password"
        required
        value={currentPassword}
        error={errors.currentPassword}
        touched={submitted}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <button className="button button--primary" type="submit" disabled={isPending}>
        {TEXTS.save}
      </button>
      {isPending ? <Spinner label={TEXTS.saving} /> : null}
    </form>
  );
}
