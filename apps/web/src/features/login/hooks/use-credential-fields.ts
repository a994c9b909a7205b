import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { CredentialsResolution, LoginCredentials } from '../api/create-token';
import { prepareSignIn } from './use-log-in';

type Field = keyof LoginCredentials;
type Resolve = (values: LoginCredentials) => CredentialsResolution;
const FIELDS: readonly Field[] = ['username', 'password'];

/** TokenRequest's rules, with zod, come with the sign-in's calls: asked for on the form's first focus. */
let loaded: Resolve | null = null;
const loadResolve = () =>
  prepareSignIn().then(({ resolveLoginCredentials }) => {
    loaded = resolveLoginCredentials;
    return resolveLoginCredentials;
  });

/**
 * The two sign-in fields with react-hook-form's `onTouched` behaviour, in a few lines instead of a
 * form library on the page every visit starts with (issue 16, Pages): a field's message shows once
 * it has been left or the form submitted, and follows every change after; a submit with a problem
 * focuses the first field with one. The rules and messages are TokenRequest's (resolveLoginCredentials),
 * loaded on the form's first focus (`prepare`) with the sign-in's calls, so a submit rarely waits for them.
 */
export function useCredentialFields(options: {
  onChange: () => void;
  onValid: (values: LoginCredentials) => void;
}) {
  const [values, setValues] = useState<LoginCredentials>({ username: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [resolve, setResolve] = useState<Resolve | null>(() => loaded);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const load = () =>
    loadResolve().then((loadedResolve) => {
      setResolve(() => loadedResolve);
      return loadedResolve;
    });
  // Until the rules are in, no field has a known problem.
  const errors = resolve?.(values).errors ?? {};
  const isValid = FIELDS.every((name) => errors[name] === undefined);

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
    error: submitted || touched.has(name) ? errors[name] : undefined,
  });

  const submit = (check: CredentialsResolution) => {
    const firstInvalid = FIELDS.find((name) => check.errors[name] !== undefined);
    if (firstInvalid) inputs.current[firstInvalid]?.focus();
    else if (check.values) options.onValid(check.values);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (resolve) return submit(resolve(values));
    // The rules could not be loaded yet: the sign-in, which needs the same files, says so when it fails.
    load().then(
      (loadedResolve) => submit(loadedResolve(values)),
      () => options.onValid(values),
    );
  };

  /** Asks for the rules (and the sign-in's calls) once the member starts on the form. */
  const prepare = () => {
    if (!resolve) void load().catch(() => undefined);
  };

  return { field, onSubmit, prepare, isValid, touched: submitted || touched.size > 0 };
}
