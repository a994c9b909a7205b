import {
  getRegistrationPolicyFormValues,
  RegistrationPolicyForm,
  REGISTRATION_POLICY_TEXTS as TEXTS,
} from '@dash/domain';
import type { RegistrationPoliciesResponse, RegistrationPoliciesUpdate } from '@dash/domain/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useTransition } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Spinner } from '@/components/spinner';

/**
 * The policy checkbox and, for subscribers only, the electronic EOB choice (document 1 §5): every
 * field is touched on submit, nothing is sent while invalid. The page saves the answers (and shows a
 * failure); the form stays as it is meanwhile, so nothing the member chose is lost.
 */
export function RegistrationPoliciesForm({
  data,
  onSave,
}: {
  data: RegistrationPoliciesResponse;
  onSave: (update: RegistrationPoliciesUpdate) => Promise<void>;
}) {
  const [isPending, startTransition] = useTransition();
  const errorId = useId();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(RegistrationPolicyForm),
    defaultValues: getRegistrationPolicyFormValues(data.registrationPolicy, data.isSubscriber),
  });
  const policyError = formState.errors.isCommunicationPolicySigned?.message;

  const submit = handleSubmit((form) =>
    startTransition(() =>
      onSave({
        isCommunicationPolicySigned: true,
        isEeobPreferenceConsented: data.isSubscriber ? form.isEeobPreferenceConsented : null,
      }),
    ),
  );

  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            aria-invalid={policyError ? true : undefined}
            aria-describedby={policyError ? errorId : undefined}
            {...register('isCommunicationPolicySigned')}
          />{' '}
          {TEXTS.policyCheckbox}
        </label>
        {policyError ? (
          <p id={errorId} className="field__error" role="alert">
            {policyError}
          </p>
        ) : null}
      </div>
      {data.isSubscriber ? (
        <Controller
          control={control}
          name="isEeobPreferenceConsented"
          render={({ field }) => (
            <fieldset className="field field--choice">
              <legend>{TEXTS.eobLegend}</legend>
              <label className="choice">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === true}
                  onChange={() => field.onChange(true)}
                  onBlur={field.onBlur}
                />{' '}
                {TEXTS.eobConsented}
              </label>
              <label className="choice">
                <input
                  type="radio"
                  name={field.name}
                  checked={field.value === false}
                  onChange={() => field.onChange(false)}
                  onBlur={field.onBlur}
                />{' '}
                {TEXTS.eobDeclined}
              </label>
            </fieldset>
          )}
        />
      ) : null}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {TEXTS.submit}
      </button>
      {isPending ? <Spinner label={TEXTS.saving} /> : null}
    </form>
  );
}
