import {
  ACCOUNT_TEXTS,
  getPreferencesFormValues,
  PREFERENCE_LABELS,
  PREFERENCES_INVALID_SCROLL_TOP,
  PREFERENCES_SAVED_TOAST,
  PREFERENCES_TEXTS,
  type PreferencesFormInput,
  PreferencesForm as PreferencesFormSchema,
  toPreferencesUpdate,
} from '@dash/domain';
import type { SettingsPreferencesResponse } from '@dash/domain/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { EditInPlaceCard } from '@/components/edit-in-place-card';
import { PreferenceControl } from '@/components/preference-control';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { HttpError } from '@/lib/http-error';
import { notify } from '@/lib/notifications';
import { settingsPreferencesQueryOptions, useSettingsPreferences } from '../api/get-settings-preferences';
import { updateSettingsPreferences } from '../api/update-settings-preferences';

/**
 * Communication preferences on the settings page, edited in place (document 1 §4, §5; issue 13): the
 * rules of /update-preferences, the 'Successfully updated preferences' toast for 3 s, and a stale
 * tab told that the data changed, with the current values shown (decision 012).
 */
export function PreferencesCard() {
  const query = useSettingsPreferences();
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
  const onSaved = (saved: SettingsPreferencesResponse) => {
    setNotice(null);
    queryClient.setQueryData(settingsPreferencesQueryOptions().queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['account'], exact: true });
    notify(PREFERENCES_SAVED_TOAST);
  };
  const onStale = async () => {
    await queryClient.refetchQueries({ queryKey: settingsPreferencesQueryOptions().queryKey });
    setNotice(ACCOUNT_TEXTS.staleData);
  };
  return (
    <div className="stack">
      {notice ? (
        <p className="alert alert--error" role="alert">
          {notice}
        </p>
      ) : null}
      <EditInPlaceCard
        key={data.version}
        title={ACCOUNT_TEXTS.communicationPreferences}
        display={<PreferencesDisplay data={data} />}
        edit={<SettingsPreferencesForm data={data} onSaved={onSaved} onStale={onStale} />}
        onModeChange={() => setNotice(null)}
      />
    </div>
  );
}

function PreferencesDisplay({ data }: { data: SettingsPreferencesResponse }) {
  const values = getPreferencesFormValues(data.preferences, data.policyDetails.hasExtendedPolicy);
  const answer = (value: PreferencesFormInput[keyof PreferencesFormInput]) =>
    value === true || value === 'Y' ? PREFERENCES_TEXTS.yes : PREFERENCES_TEXTS.no;
  return (
    <dl className="fact-list">
      <div className="fact-list__row">
        <dt>{PREFERENCES_TEXTS.emailLabel}</dt>
        <dd>{values.emailAddress || ACCOUNT_TEXTS.notAvailable}</dd>
      </div>
      {data.relevantPreferences.map((name) => (
        <div key={name} className="fact-list__row">
          <dt>{PREFERENCE_LABELS[name]}</dt>
          <dd>{answer(values[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettingsPreferencesForm({
  data,
  onSaved,
  onStale,
}: {
  data: SettingsPreferencesResponse;
  onSaved: (saved: SettingsPreferencesResponse) => void;
  onStale: () => Promise<void>;
}) {
  const [isPending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState } = useForm<PreferencesFormInput, unknown, PreferencesFormSchema>(
    {
      resolver: zodResolver(PreferencesFormSchema),
      mode: 'onTouched',
      defaultValues: getPreferencesFormValues(data.preferences, data.policyDetails.hasExtendedPolicy),
    },
  );
  const submit = handleSubmit(
    (form) => {
      setFailed(false);
      startTransition(async () => {
        try {
          const preferences = toPreferencesUpdate(form, data.preferences, data.relevantPreferences);
          onSaved(await updateSettingsPreferences({ preferences, version: data.version }));
        } catch (error) {
          if (error instanceof HttpError && error.status === 409) {
            await onStale();
            return;
          }
          setFailed(true);
        }
      });
    },
    () => window.scrollTo({ top: PREFERENCES_INVALID_SCROLL_TOP }),
  );
  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={isPending}>
      {failed ? (
        <p className="alert alert--error" role="alert">
          {PREFERENCES_TEXTS.saveFailed}
        </p>
      ) : null}
      <TextField
        label={PREFERENCES_TEXTS.emailLabel}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.emailAddress?.message}
        {...register('emailAddress')}
      />
      {data.relevantPreferences.map((name) => (
        <PreferenceControl key={name} name={name} register={register} />
      ))}
      <button className="button button--primary" type="submit" disabled={isPending}>
        {PREFERENCES_TEXTS.submit}
      </button>
      {isPending ? <Spinner label={PREFERENCES_TEXTS.saving} /> : null}
    </form>
  );
}
