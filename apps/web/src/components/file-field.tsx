import { ATTACHMENT_FIELD, ATTACHMENT_TYPES, MAX_ATTACHMENTS } from '@dash/domain';
import type { FieldDescriptionProps } from './field-description';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} id={undefined} className={undefined} readOnly={false}>
      {(control) => (
        <input
          id={control.id}
          name={ATTACHMENT_FIELD}
          type="file"
          multiple
          required={required}
          // A file control cannot be read-only: until React owns the page, it is off.
          disabled={control.readOnly}
          accept={ATTACHMENT_TYPES.join(',')}
          data-max-files={MAX_ATTACHMENTS}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
        />
      )}
    </FieldFrame>
  );
}
