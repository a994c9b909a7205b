import {
  isYesNoPreference,
  PREFERENCE_LABELS,
  PREFERENCES_TEXTS,
  type PreferencesFormInput,
} from '@dash/domain';
import type { PreferenceFlag } from '@dash/domain/api';
import type { UseFormRegister } from 'react-hook-form';

interface PreferenceControlProps {
  readonly name: PreferenceFlag;
  readonly register: UseFormRegister<PreferencesFormInput>;
}

/** One relevant preference: a Yes/No radio group for the Y/N answers, a checkbox for the email flags. */
export function PreferenceControl({ name, register }: PreferenceControlProps) {
  const label = PREFERENCE_LABELS[name];
  if (isYesNoPreference(name)) {
    return (
      <fieldset className="field field--choice">
        <legend>{label}</legend>
        <label className="choice">
          <input type="radio" value="Y" {...register(name)} /> {PREFERENCES_TEXTS.yes}
        </label>
        <label className="choice">
          <input type="radio" value="N" {...register(name)} /> {PREFERENCES_TEXTS.no}
        </label>
      </fieldset>
    );
  }
  return (
    <label className="choice">
      <input type="checkbox" {...register(name)} /> {label}
    </label>
  );
}
