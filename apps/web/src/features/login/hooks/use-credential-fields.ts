import { checkLoginCredentials } from '@dash/domain/api';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { LoginCredentials } from '../api/create-token';

type Field = keyof LoginCredentials;
const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * The two sign-in fields with react-hook-form's `onTouched` behaviour, in a few lines instead of a
 * form library on the page every visit starts with (issue 16, Pages): a field's message shows once
 * it has been left or the form submitted, and follows every change after; a submit with a problem
 * focuses the first field with one. The rules and messages are TokenRequest's (checkLoginCredentials).
 */
export function useCredentialFields(options: {
  onChange: () => void;
  onValid: (values: LoginCredentials) => void;
}) {
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const check = checkLoginCredentials(values);
  const isValid = FIELDS.every((name) => check.errors[name] === undefined);

  const field = (name: Field) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      options.onChange();
    },
    onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: submitted || touched.has(name) ? check.errors[name] : undefined,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = FIELDS.find((name) => check.errors[name] !== undefined);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
    else options.onValid(check.values);
  };

  return { field, onSubmit, isValid, touched: submitted || touched.size > 0 };
}
