import { MAX_ATTACHMENTS } from '@dash/domain';
import { useId } from 'react';
import { messagesTexts } from '../texts';

/** Up to three files: PDF, JPEG or PNG (the gateway checks each by its bytes, issue 39 §1). */
export function AttachmentsField({ error }: { error?: string | undefined }) {
  const t = messagesTexts.useTexts();
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('attachments')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('attachmentsHint')}
      </p>
      <input
        id={id}
        name="attachments"
        type="file"
        multiple
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
