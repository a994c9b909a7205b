import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

/** What the frame gives its control: its id, class, description and read-only state. */
export interface FramedControlProps {
  readonly id: string;
  readonly className: 'field__control';
  readonly 'aria-invalid': boolean | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly readOnly: boolean;
}

interface FieldFrameProps extends FieldDescriptionProps {
  readonly label: string;
  readonly id: string | undefined;
  readonly className: string | undefined;
  readonly readOnly: boolean | undefined;
  readonly children: (control: FramedControlProps) => ReactNode;
}

/**
 * A labelled control's frame, the text field's, the text area's and the file field's alike: label, hint, control,
 * error, in that order, as every control of the system. On a page the server rendered the control
 * takes no typing until React owns it: what was typed before would be lost to React's state when the
 * page is hydrated (issue 16).
 */
export function FieldFrame({ label, hint, error, id, className, readOnly, children }: FieldFrameProps) {
  const field = useFieldDescription(id, { hint, error });
  const hydrated = useHydrated();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      {children({
        id: field.controlId,
        className: 'field__control',
        'aria-invalid': field.invalid,
        'aria-describedby': field.describedBy,
        readOnly: readOnly || !hydrated,
      })}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
