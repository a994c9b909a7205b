import { shouldShowFieldError } from '@dash/domain';
import { type ComponentProps, useState } from 'react';
import { componentTexts } from '@/components/texts';
import { useHydrated } from '@/hooks/use-hydrated';
import { FieldError, FieldHint, useFieldDescription } from './field-description';

type HiddenInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Whether the field was touched (or the form submitted): errors show only then (document 1 §5). */
  touched: boolean;
};

/**
 * The hidden (password) input (document 1 §4): masked by default, a Show / Hide button switches to
 * plain text and back. Error text and the red border appear only once touched and in error (§5).
 * Laid out as every control of the system: label, hint, control, error.
 */
export function HiddenInput({ label, hint, error, touched, id, readOnly, ...inputProps }: HiddenInputProps) {
  const [masked, setMasked] = useState(true);
  // Read-only on a page the gateway server-rendered until React owns the field, as TextField is: what was typed
  // before would show, but not be in the form's state (issue 16).
  const hydrated = useHydrated();
  const t = componentTexts.useTexts();
  const action = masked ? t('hiddenInput.show') : t('hiddenInput.hide');
  const shownError = error && shouldShowFieldError(touched, [error]) ? error : undefined;
  const field = useFieldDescription(id, { hint, error: shownError });
  return (
    <div className="field hidden-input">
      <label className="field__label" htmlFor={field.controlId}>
        {label}
      </label>
      <FieldHint id={field.hintId} hint={hint} />
      <div className="hidden-input__row">
        <input
          id={field.controlId}
          className="field__control"
          type={masked ? 'password' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={field.invalid}
          aria-describedby={field.describedBy}
          readOnly={readOnly || !hydrated}
          {...inputProps}
        />
        <button
          type="button"
          className="hidden-input__toggle"
          aria-controls={field.controlId}
          aria-label={t('hiddenInput.toggleLabel', { action, label: label.toLowerCase() })}
          onClick={() => setMasked((value) => !value)}
        >
          {action}
        </button>
      </div>
      <FieldError id={field.errorId} error={shownError} />
    </div>
  );
}
