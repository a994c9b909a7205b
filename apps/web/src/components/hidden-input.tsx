import { HIDDEN_INPUT_TEXTS, shouldShowFieldError } from '@dash/domain';
import { type ComponentProps, useId, useState } from 'react';

type HiddenInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string | undefined;
  /** Whether the field was touched (or the form submitted): errors show only then (document 1 §5). */
  touched: boolean;
};

/**
 * The hidden (password) input (document 1 §4): masked by default, a Show / Hide button switches to
 * plain text and back. Error text and the red border appear only once touched and in error (§5).
 */
export function HiddenInput({ label, error, touched, id, ...inputProps }: HiddenInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [masked, setMasked] = useState(true);
  const shownError = error && shouldShowFieldError(touched, [error]) ? error : undefined;
  return (
    <div className="field hidden-input">
      <label htmlFor={inputId}>{label}</label>
      <div className="hidden-input__row">
        <input
          id={inputId}
          type={masked ? 'password' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          {...inputProps}
        />
        <button
          type="button"
          className="hidden-input__toggle"
          aria-controls={inputId}
          aria-label={`${masked ? HIDDEN_INPUT_TEXTS.show : HIDDEN_INPUT_TEXTS.hide} ${label.toLowerCase()}`}
          onClick={() => setMasked((value) => !value)}
        >
          {masked ? HIDDEN_INPUT_TEXTS.show : HIDDEN_INPUT_TEXTS.hide}
        </button>
      </div>
      {shownError ? (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
