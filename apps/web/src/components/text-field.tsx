import type { ComponentProps } from 'react';
import type { FieldDescriptionProps } from './field-description';
import { FieldFrame } from './field-frame';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldDescriptionProps & { readonly label: string };

/**
 * A labelled text input: label, hint, control, error, in that order, as every control of the system
 * (the frame, field-frame.tsx, takes no typing before hydration, issue 16).
 */
export function TextField({ label, hint, error, id, className, readOnly, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className} readOnly={readOnly}>
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}
