import { MAX_ATTACHMENTS } from '@dash/domain';
import { useId } from 'react';
import { claimSubmissionsTexts } from '../texts';

/** The itemized receipt: one to three files, PDF, JPEG or PNG (the gateway checks each by its bytes). */
export function ReceiptField({ error }: { error?: string | undefined }) {
  const t = claimSubmissionsTexts.useTexts();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('receipt')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('receiptHint')}
      </p>
      <input
        id={id}
        name="attachments"
        type="file"
        multiple
        required
        accept="application/pdf,image/jpeg,image/png"
        data-max-files={MAX_ATTACHMENTS}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
