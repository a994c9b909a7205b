import { getPreferencesFormValues, PREFERENCES_SAVED_TOAST, toPreferencesUpdate } from '@dash/domain';
import { CommunicationPreferencesForm } from '@/components/communication-preferences-form';
import { useContinueLogin } from '@/lib/continue-login';
import { notify } from '@/lib/notifications';
import type { PreferencesFormData } from '../api/get-preferences-form-data';
import { updatePreferences } from '../api/update-preferences';
import { preferencesTexts } from '../texts';

/**
 * The communication preferences form (document 1 §5): only the relevant controls, stored nulls shown
 * with their defaults, email required and valid; an invalid submit scrolls the window to 600px.
 */
export function PreferencesForm({ data }: { data: PreferencesFormData }) {
  const { stored, relevant } = data;
  const t = preferencesTexts.useTexts();
  const continueLogin = useContinueLogin();
  return (
    <CommunicationPreferencesForm
      defaultValues={getPreferencesFormValues(stored, relevant.policyDetails.hasExtendedPolicy)}
      relevantPreferences={relevant.relevantPreferences}
      onSave={async (form) => {
        await updatePreferences(toPreferencesUpdate(form, stored, relevant.relevantPreferences));
        notify({ ...PREFERENCES_SAVED_TOAST, message: t('saved') });
        await continueLogin();
      }}
    />
  );
}
