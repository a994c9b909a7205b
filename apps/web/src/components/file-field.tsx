import { ATTACHMENT_TYPES, MAX_ATTACHMENTS } from '@dash/domain';
import { ATTACHMENT_FIELD } from '@dash/domain/api';
import { useHydrated } from '@/hooks/use-hydrated';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

type FileFieldProps = FieldDescriptionProps & {
  readonly label: string;
  readonly required?: boolean | undefined;
};

/**
 * The files a form sends as `attachments` (a secure message's, a submitted claim's receipt, issue 39):
 * up to three, offered as PDF, JPEG or PNG; the gateway checks each by its bytes. Left to the browser
 * (uncontrolled): the form reads the chosen files from the control when it is sent. On a page the server
 * rendered it is off until React owns it, as the other fields take no typing (issue 16).
 */
export function FileField({ label, hint, error, required }: FileFieldProps) {
  const field = useFieldDescription(undefined, { hint, error });
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      <input
        id={field.controlId}
        name={ATTACHMENT_FIELD}
        type="file"
        multiple
        required={required}
        disabled={!hydrated}
        accept={ATTACHMENT_TYPES.join(',')}
        data-max-files={MAX_ATTACHMENTS}
        aria-describedby={field.describedBy}
        aria-invalid={field.invalid}
      />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
