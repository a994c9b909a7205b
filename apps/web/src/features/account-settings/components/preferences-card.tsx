import {
  getPreferencesFormValues,
  PREFERENCES_SAVED_TOAST,
  type PreferencesFormInput,
  toPreferencesUpdate,
} from '@dash/domain';
import type { SettingsPreferencesResponse } from '@dash/domain/api';
import { CommunicationPreferencesForm } from '@/components/communication-preferences-form';
import { EditInPlaceCard } from '@/components/edit-in-place-card';
import { ErrorNotice } from '@/components/error-notice';
import { saveUnlessStale, useEditInPlaceSave } from '@/lib/edit-in-place-save';
import { settingsPreferencesQueryOptions, useSettingsPreferences } from '../api/get-settings-preferences';
import { updateSettingsPreferences } from '../api/update-settings-preferences';
import { accountSettingsTexts } from '../texts';
import { SettingsCardSkeleton } from './settings-card-skeleton';

/**
 * Communication preferences on the settings page, edited in place (document 1 §4, §5; issue 13): the
 * rules of /update-preferences, the 'Successfully updated preferences' toast for 3 s, and a stale
 * tab told that the data changed, with the current values shown (decision 012).
 */
export function PreferencesCard() {
  const t = accountSettingsTexts.useTexts();
  const query = useSettingsPreferences();
  const save = useEditInPlaceSave<SettingsPreferencesResponse>({
    queryKey: settingsPreferencesQueryOptions().queryKey,
    toast: { ...PREFERENCES_SAVED_TOAST, message: t('preferencesSaved') },
    staleNotice: t('staleData'),
    alsoRefresh: ['account'],
  });
  if (query.isError) return null; // The global handling shows the error page (document 1 §8).
  if (query.isPending) return <SettingsCardSkeleton />;
  const { data } = query;
  return (
    <div className="stack">
      <ErrorNotice message={save.notice} />
      <EditInPlaceCard
        key={data.version}
        title={t('communicationPreferences')}
        display={<PreferencesDisplay data={data} />}
        edit={<SettingsPreferencesForm data={data} onSaved={save.onSaved} onStale={save.onStale} />}
        onModeChange={save.clearNotice}
      />
    </div>
  );
}

function PreferencesDisplay({ data }: { data: SettingsPreferencesResponse }) {
  const t = accountSettingsTexts.useTexts();
  const values = getPreferencesFormValues(data.preferences, data.policyDetails.hasExtendedPolicy);
  const answer = (value: PreferencesFormInput[keyof PreferencesFormInput]) =>
    value === true || value === 'Y' ? t('yes') : t('no');
  return (
    <dl className="fact-list">
      <div className="fact-list__row">
        <dt>{t('emailLabel')}</dt>
        <dd>{values.emailAddress || t('notAvailable')}</dd>
      </div>
      {data.relevantPreferences.map((name) => (
        <div key={name} className="fact-list__row">
          <dt>{t(name)}</dt>
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
  return (
    <CommunicationPreferencesForm
      defaultValues={getPreferencesFormValues(data.preferences, data.policyDetails.hasExtendedPolicy)}
      relevantPreferences={data.relevantPreferences}
      onSave={(form) =>
        saveUnlessStale(
          () =>
            updateSettingsPreferences({
              preferences: toPreferencesUpdate(form, data.preferences, data.relevantPreferences),
              version: data.version,
            }),
          {
            onSaved,
            onStale,
            onFailed: (error) => {
              throw error; // The form shows the save failure.
            },
          },
        )
      }
    />
  );
}
