import type { ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldDescriptionProps & { readonly label: string };

/**
 * A labelled text input: label, hint, control, error, in that order, as every control of the system.
 * On a page the server rendered it takes no typing until React owns it: what was typed before would be
 * lost to React's state when the page is hydrated (issue 16).
 */
export function TextField({ label, hint, error, id, className, readOnly, ...inputProps }: TextFieldProps) {
  const field = useFieldDescription(id, { hint, error });
  const hydrated = useHydrated();
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
        readOnly={readOnly || !hydrated}
        {...inputProps}
      />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
