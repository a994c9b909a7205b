import { CLAIM_COUNTRIES } from '@dash/domain';
import { useMemo } from 'react';
import { Select } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useLocale } from '@/lib/i18n/locale';
import { claimSubmissionsTexts } from '../texts';
import type { ClaimFormErrors } from './claim-form-errors';

/** Each country in the reader's language, by its code (the list is the domain's). */
function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return CLAIM_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  }, [locale]);
}

/** Where the service was received: the provider or facility, its address and its country. */
export function ClaimProviderFields({ errors }: { readonly errors: ClaimFormErrors }) {
  const t = claimSubmissionsTexts.useTexts();
  const countries = useCountryOptions();
  return (
    <>
      <TextField
        label={t('providerName')}
        hint={t('providerNameHint')}
        name="providerName"
        required
        maxLength={120}
        autoComplete="off"
        error={errors.providerName}
      />
      <TextField
        label={t('providerAddress')}
        name="providerAddress"
        required
        maxLength={200}
        autoComplete="off"
        error={errors.providerAddress}
      />
      <Select
        label={t('country')}
        hint={t('countryHint')}
        name="country"
        required
        defaultValue="US"
        options={countries}
        error={errors.country}
      />
    </>
  );
}
