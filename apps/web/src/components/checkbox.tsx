import type { ComponentProps, ReactNode } from 'react';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> &
  FieldDescriptionProps & { readonly label: ReactNode };

/**
 * A checkbox with its label beside it: a 24 px box in the brand colour inside a 44 px target row
 * (the label is part of the target). Hint and error sit under it, tied to it as on every control.
 */
export function Checkbox({ label, hint, error, id, className, ...inputProps }: CheckboxProps) {
  const field = useFieldDescription(id, { hint, error });
  return (
    <div className={className ? `field field--choice ${className}` : 'field field--choice'}>
      <div className="choice">
        <input
          id={field.controlId}
          type="checkbox"
          className="choice__input"
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          {...inputProps}
        />
        <label className="choice__label" htmlFor={field.controlId}>
          {label}
        </label>
      </div>
      <FieldHint id={field.hintId} hint={hint} />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
