import type { ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldDescriptionProps & { readonly label: string };

/** A labelled multi-line text box, laid out as the text field (label, hint, control, error). */
export function TextArea({ label, hint, error, id, className, readOnly, ...areaProps }: TextAreaProps) {
  const field = useFieldDescription(id, { hint, error });
  const hydrated = useHydrated();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      <textarea
        id={field.controlId}
        className="field__control"
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        readOnly={readOnly || !hydrated}
        {...areaProps}
      />
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
