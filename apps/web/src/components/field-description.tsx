import { useId } from 'react';
import { useLocalizeValidation } from '@/lib/i18n/validation/localize-validation';

export interface FieldDescriptionProps {
  /** Guidance under the label, read with the field. */
  readonly hint?: string | undefined;
  /** The field's error: rendered under the control, tied to it and announced when it appears. */
  readonly error?: string | undefined;
}

/**
 * The ids and ARIA attributes every control shares: the hint and the error describe the control
 * (aria-describedby), and an error marks it invalid. One place, so every form reads the same way.
 */
export function useFieldDescription(id: string | undefined, { hint, error }: FieldDescriptionProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    describedBy: describedBy || undefined,
    invalid: error ? true : undefined,
  } as const;
}

export function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  // The domain's rules and the gateway word errors in English; shown in the language in use.
  const localize = useLocalizeValidation();
  return error ? (
    <p id={id} className="field__error" role="alert">
      {localize(error)}
    </p>
  ) : null;
}
