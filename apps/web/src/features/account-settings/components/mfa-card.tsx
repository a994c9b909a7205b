import { MFA_TEXTS, type MfaMethod } from '@dash/domain';
import type { MfaEnrolmentStarted } from '@dash/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState, useTransition } from 'react';
import { ErrorNotice } from '@/components/error-notice';
import { HiddenInput } from '@/components/hidden-input';
import { Radio, RadioGroup } from '@/components/radio-group';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { HttpError } from '@/lib/http-error';
import {
  confirmMfaEnrolment,
  mfaStatusQueryOptions,
  removeMfa,
  startMfaEnrolment,
  useMfaStatus,
} from '../api/mfa';
import { SettingsCardSkeleton } from './settings-card-skeleton';

/** The gateway's own words for a refused call (wrong password, wrong code), else the general failure. */
const messageOf = (failure: unknown) =>
  (failure instanceof HttpError ? failure.body?.message : undefined) ?? MFA_TEXTS.failed;

type Stage =
  | { readonly kind: 'idle' }
  | { readonly kind: 'started'; readonly started: MfaEnrolmentStarted }
  | { readonly kind: 'codes'; readonly recoveryCodes: readonly string[] };

/**
 * "Two-step sign-in" on the settings page (issue 15): turned on with the password, then the first
 * code from the app (QR code drawn by the gateway) or the e-mail; the ten recovery codes shown once;
 * turned off with the password.
 */
export function MfaCard() {
  const query = useMfaStatus();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [method, setMethod] = useState<MfaMethod>('totp');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  if (query.isError) return null; // The global handling shows the error page (document 1 §8).
  if (query.isPending) return <SettingsCardSkeleton />;
  const status = query.data;

  const run = (action: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    startTransition(async () => {
      try {
        await action();
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryOptions().queryKey });

  const start = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const started = await startMfaEnrolment({ method, password });
      setPassword('');
      setCode('');
      setStage({ kind: 'started', started });
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const { recoveryCodes } = await confirmMfaEnrolment({ code });
      setStage({ kind: 'codes', recoveryCodes });
    });
  };
  const remove = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await removeMfa({ password });
      setPassword('');
      setNotice(MFA_TEXTS.removed);
      await refresh();
    });
  };
  const finish = () => {
    setStage({ kind: 'idle' });
    setNotice(MFA_TEXTS.enabled);
    void refresh();
  };

  return (
    <section className="card stack" aria-labelledby="mfa-heading" aria-busy={isPending}>
      <h2 id="mfa-heading">{MFA_TEXTS.heading}</h2>
      <p>{MFA_TEXTS.intro}</p>
      {notice ? (
        <p className="alert alert--success" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorNotice message={error} />
      {stage.kind === 'codes' ? (
        <div className="stack">
          <h3>{MFA_TEXTS.recoveryCodesHeading}</h3>
          <p>{MFA_TEXTS.recoveryCodesIntro}</p>
          <ul className="mfa-recovery-codes" aria-label={MFA_TEXTS.recoveryCodesHeading}>
            {stage.recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <div>
            <button className="button button--primary" type="button" onClick={finish}>
              {MFA_TEXTS.recoveryCodesDone}
            </button>
          </div>
        </div>
      ) : stage.kind === 'started' ? (
        <form className="stack" noValidate onSubmit={confirm}>
          {stage.started.qrCode ? (
            <>
              <p>{MFA_TEXTS.scanQrCode}</p>
              <img src={stage.started.qrCode} alt={MFA_TEXTS.qrCodeAlt} width={200} height={200} />
              <p>
                {MFA_TEXTS.secretKeyLabel}: <code data-testid="mfa-secret">{stage.started.secret}</code>
              </p>
            </>
          ) : (
            <p>{MFA_TEXTS.emailSent(stage.started.maskedEmail ?? '')}</p>
          )}
          <TextField
            label={MFA_TEXTS.codeLabel}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={32}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="button-row">
            <button
              className="button button--primary"
              type="submit"
              disabled={isPending || code.trim() === ''}
            >
              {MFA_TEXTS.confirm}
            </button>
            <button className="button" type="button" onClick={() => setStage({ kind: 'idle' })}>
              {MFA_TEXTS.cancel}
            </button>
          </div>
        </form>
      ) : status.method === null ? (
        <form className="stack" noValidate onSubmit={start}>
          <p>{MFA_TEXTS.statusOff}</p>
          <RadioGroup legend={MFA_TEXTS.chooseMethod}>
            <Radio
              name="mfa-method"
              label={MFA_TEXTS.methodTotp}
              checked={method === 'totp'}
              onChange={() => setMethod('totp')}
            />
            <Radio
              name="mfa-method"
              label={MFA_TEXTS.methodEmail}
              checked={method === 'email'}
              onChange={() => setMethod('email')}
            />
          </RadioGroup>
          <PasswordAndSubmit
            password={password}
            onPassword={setPassword}
            submit={MFA_TEXTS.start}
            primary
            busy={isPending}
          />
        </form>
      ) : (
        <form className="stack" noValidate onSubmit={remove}>
          <p>{status.method === 'totp' ? MFA_TEXTS.statusTotp : MFA_TEXTS.statusEmail}</p>
          <p>{MFA_TEXTS.recoveryCodesLeft(status.recoveryCodesLeft)}</p>
          <PasswordAndSubmit
            password={password}
            onPassword={setPassword}
            submit={MFA_TEXTS.remove}
            busy={isPending}
          />
        </form>
      )}
      {isPending ? <Spinner label={MFA_TEXTS.heading} /> : null}
    </section>
  );
}

/** Turning two-step sign-in on or off asks the password again (issue 15): the field and its button. */
function PasswordAndSubmit({
  password,
  onPassword,
  submit,
  primary = false,
  busy,
}: {
  readonly password: string;
  readonly onPassword: (password: string) => void;
  readonly submit: string;
  readonly primary?: boolean;
  readonly busy: boolean;
}) {
  return (
    <>
      <HiddenInput
        label={MFA_TEXTS.passwordLabel}
        autoComplete="current-password"
        required
        touched={false}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
      />
      <div>
        <button
          className={primary ? 'button button--primary' : 'button'}
          type="submit"
          disabled={busy || password === ''}
        >
          {submit}
        </button>
      </div>
    </>
  );
}
