import { getRegistrationPolicyFormValues } from '@dash/domain';
import type { RegistrationPoliciesResponse, RegistrationPoliciesUpdate } from '@dash/domain/api';
import { useTransition } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { Radio, RadioGroup } from '@/components/radio-group';
import { Spinner } from '@/components/spinner';
import { zodResolverImport } from '@/lib/zod-resolver-import';
import { registrationPoliciesTexts } from '../texts';

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
  const t = registrationPoliciesTexts.useTexts();
  const [isPending, startTransition] = useTransition();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolverImport(() =>
      import('@dash/domain/registration/registration-policy-form').then((m) => m.RegistrationPolicyForm),
    ),
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
      <Checkbox
        label={t('policyCheckbox')}
        error={policyError}
        {...register('isCommunicationPolicySigned')}
      />
      {data.isSubscriber ? (
        <Controller
          control={control}
          name="isEeobPreferenceConsented"
          render={({ field }) => (
            <RadioGroup legend={t('eobLegend')}>
              <Radio
                label={t('eobConsented')}
                name={field.name}
                checked={field.value === true}
                onChange={() => field.onChange(true)}
                onBlur={field.onBlur}
              />
              <Radio
                label={t('eobDeclined')}
                name={field.name}
                checked={field.value === false}
                onChange={() => field.onChange(false)}
                onBlur={field.onBlur}
              />
            </RadioGroup>
          )}
        />
      ) : null}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {t('submit')}
      </button>
      {isPending ? <Spinner label={t('saving')} /> : null}
    </form>
  );
}
