import { isYesNoPreference, type PreferencesFormInput } from '@dash/domain';
import type { PreferenceFlag } from '@dash/domain/api';
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox } from '@/components/checkbox';
import { Radio, RadioGroup } from '@/components/radio-group';
import { componentTexts } from '@/components/texts';

interface PreferenceControlProps {
  readonly name: PreferenceFlag;
  readonly register: UseFormRegister<PreferencesFormInput>;
}

/** One relevant preference: a Yes/No radio group for the Y/N answers, a checkbox for the email flags. */
export function PreferenceControl({ name, register }: PreferenceControlProps) {
  const t = componentTexts.useTexts();
  const label = t(`preference.${name}`);
  if (isYesNoPreference(name)) {
    return (
      <RadioGroup legend={label}>
        <Radio label={t('preferences.yes')} value="Y" {...register(name)} />
        <Radio label={t('preferences.no')} value="N" {...register(name)} />
      </RadioGroup>
    );
  }
  return <Checkbox label={label} {...register(name)} />;
}
