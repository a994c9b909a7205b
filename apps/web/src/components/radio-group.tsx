import { type ComponentProps, createContext, type ReactNode, use } from 'react';
import { type FieldDescriptionProps, FieldError, FieldHint, useFieldDescription } from './field-description';

const RadioGroupContext = createContext<{ invalid: true | undefined }>({ invalid: undefined });

type RadioGroupProps = FieldDescriptionProps & {
  readonly legend: string;
  readonly children: ReactNode;
  readonly id?: string | undefined;
};

/**
 * A group of radios: a fieldset named by its legend (the group's accessible name), the hint and the
 * error describing the group, the radios one under another. Arrow keys move between the
 * radios, as the browser does for radios of one name.
 */
export function RadioGroup({ legend, hint, error, id, children }: RadioGroupProps) {
  const field = useFieldDescription(id, { hint, error });
  return (
    <fieldset id={field.controlId} className="field field--group" aria-describedby={field.describedBy}>
      <legend className="field__label">{legend}</legend>
      <FieldHint id={field.hintId} hint={hint} />
      <div className="choices">
        <RadioGroupContext value={{ invalid: field.invalid }}>{children}</RadioGroupContext>
      </div>
      <FieldError id={field.errorId} error={error} />
    </fieldset>
  );
}

type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & { readonly label: ReactNode };

/** One radio of a RadioGroup, its label beside it in a 44 px target row. */
export function Radio({ label, id, ...inputProps }: RadioProps) {
  const { invalid } = use(RadioGroupContext);
  const field = useFieldDescription(id, {});
  return (
    <div className="choice">
      <input
        id={field.controlId}
        type="radio"
        className="choice__input"
        aria-invalid={invalid}
        {...inputProps}
      />
      <label className="choice__label" htmlFor={field.controlId}>
        {label}
      </label>
    </div>
  );
}
