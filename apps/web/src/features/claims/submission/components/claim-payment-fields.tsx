import { CLAIM_CURRENCY_CODES } from '@dash/domain';
import { FileField } from '@/components/file-field';
import { Select } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { claimSubmissionsTexts } from '../texts';
import type { ClaimFormErrors } from './claim-form-errors';

const CURRENCY_OPTIONS = CLAIM_CURRENCY_CODES.map((code) => ({ value: code, label: code }));

/** What the member paid, in which currency, and the itemized receipt (one to three files, required). */
export function ClaimPaymentFields({ errors }: { readonly errors: ClaimFormErrors }) {
  const t = claimSubmissionsTexts.useTexts();
  return (
    <>
      <TextField
        label={t('amountPaid')}
        hint={t('amountPaidHint')}
        name="amountPaid"
        required
        inputMode="decimal"
        autoComplete="off"
        error={errors.amountPaid}
      />
      <Select
        label={t('currency')}
        name="currency"
        required
        defaultValue="USD"
        options={CURRENCY_OPTIONS}
        error={errors.currency}
      />
      <FileField label={t('receipt')} hint={t('receiptHint')} required error={errors.attachments} />
    </>
  );
}
