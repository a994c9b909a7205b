import type { ComponentProps } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

type SelectProps = Omit<ComponentProps<'select'>, 'children'> &
  FieldDescriptionProps & {
    readonly label: string;
    readonly options: readonly SelectOption[];
    /** A first, empty choice ("Choose…") when nothing is chosen yet. */
    readonly placeholder?: string | undefined;
  };

/**
 * A labelled native select (the platform's list on phones), laid out as every control of the system.
 * On a page the server rendered it is marked unavailable until React owns it: a choice made before would
 * change the list but not React's state (issue 16), so a choice waits, as the text fields' typing does.
 */
export function Select({ label, hint, error, options, placeholder, id, ...selectProps }: SelectProps) {
  const field = useFieldDescription(id, { hint, error });
  const hydrated = useHydrated();
  return (
    <div className="field">
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      <select
        id={field.controlId}
        className="field__control field__control--select"
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy}
        aria-disabled={hydrated ? undefined : true}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}
