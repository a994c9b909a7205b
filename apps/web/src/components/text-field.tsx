import type { ComponentProps } from 'react';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldDescriptionProps & { readonly label: string };

/** A labelled text input: label, hint, control, error, in that order, as every control of the system. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const field = useFieldDescription(id, { hint, error });
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      <input
        id={field.controlId}
        className="field__control"
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        {...inputProps}
      />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
