import { type MfaMethod, RECOVERY_CODE_COUNT } from '@dash/domain';
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
import { accountSettingsTexts } from '../texts';
import { SettingsCardSkeleton } from './settings-card-skeleton';

/** The gateway's own words for a refused call (wrong password, wrong code), else the general failure. */
const messageOf = (failure: unknown) =>
  (failure instanceof HttpError ? failure.body?.message : undefined) ?? accountSettingsTexts.t('mfaFailed');

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
  const t = accountSettingsTexts.useTexts();
  const query = useMfaStatus();
  const flow = useMfaFlow();
  const { stage, method, setMethod, password, setPassword, isPending } = flow;
  if (query.isError) return null; // The global handling shows the error page (document 1 §8).
  if (query.isPending) return <SettingsCardSkeleton />;
  const status = query.data;

  return (
    <section className="card stack" aria-labelledby="mfa-heading" aria-busy={isPending}>
      <h2 id="mfa-heading">{t('mfaHeading')}</h2>
      <p>{t('mfaIntro')}</p>
      {flow.notice ? (
        <p className="alert alert--success" role="status">
          {flow.notice}
        </p>
      ) : null}
      <ErrorNotice message={flow.error} />
      {stage.kind === 'codes' ? (
        <RecoveryCodes codes={stage.recoveryCodes} onDone={flow.finish} />
      ) : stage.kind === 'started' ? (
        <ConfirmCodeForm
          started={stage.started}
          code={flow.code}
          onCode={flow.setCode}
          busy={isPending}
          onSubmit={flow.confirm}
          onCancel={() => flow.setStage({ kind: 'idle' })}
        />
      ) : status.method === null ? (
        <form className="stack" noValidate onSubmit={flow.start}>
          <p>{t('mfaStatusOff')}</p>
          <RadioGroup legend={t('mfaChooseMethod')}>
            <Radio
              name="mfa-method"
              label={t('mfaMethodTotp')}
              checked={method === 'totp'}
              onChange={() => setMethod('totp')}
            />
            <Radio
              name="mfa-method"
              label={t('mfaMethodEmail')}
              checked={method === 'email'}
              onChange={() => setMethod('email')}
            />
          </RadioGroup>
          <PasswordAndSubmit
            password={password}
            onPassword={setPassword}
            submit={t('mfaStart')}
            primary
            busy={isPending}
          />
        </form>
      ) : (
        <form className="stack" noValidate onSubmit={flow.remove}>
          <p>{status.method === 'totp' ? t('mfaStatusTotp') : t('mfaStatusEmail')}</p>
          <p>{t('mfaRecoveryCodesLeft', { count: status.recoveryCodesLeft })}</p>
          <PasswordAndSubmit
            password={password}
            onPassword={setPassword}
            submit={t('mfaRemove')}
            busy={isPending}
          />
        </form>
      )}
      {isPending ? <Spinner label={t('mfaHeading')} /> : null}
    </section>
  );
}

/** The state and actions of turning two-step sign-in on (start, confirm, the codes shown) and off. */
function useMfaFlow() {
  const t = accountSettingsTexts.useTexts();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [method, setMethod] = useState<MfaMethod>('totp');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

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
      setNotice(t('mfaRemoved'));
      await refresh();
    });
  };
  const finish = () =>
    run(async () => {
      setStage({ kind: 'idle' });
      setNotice(t('mfaEnabled'));
      await refresh();
    });
  return {
    ...{ stage, setStage, method, setMethod, password, setPassword, code, setCode },
    ...{ error, notice, isPending, start, confirm, remove, finish },
  };
}

/** The recovery codes, shown once after the first code is confirmed. */
function RecoveryCodes({
  codes,
  onDone,
}: {
  readonly codes: readonly string[];
  readonly onDone: () => void;
}) {
  const t = accountSettingsTexts.useTexts();
  return (
    <div className="stack">
      <h3>{t('mfaRecoveryCodesHeading')}</h3>
      <p>{t('mfaRecoveryCodesIntro', { count: RECOVERY_CODE_COUNT })}</p>
      <ul className="mfa-recovery-codes" aria-label={t('mfaRecoveryCodesHeading')}>
        {codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ul>
      <div>
        <button className="button button--primary" type="button" onClick={onDone}>
          {t('mfaRecoveryCodesDone')}
        </button>
      </div>
    </div>
  );
}

interface ConfirmCodeFormProps {
  readonly started: MfaEnrolmentStarted;
  readonly code: string;
  readonly onCode: (code: string) => void;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onCancel: () => void;
}

/** The first code, from the app (its QR code and key shown) or the e-mail, confirms the enrolment. */
function ConfirmCodeForm({ started, code, onCode, busy, onSubmit, onCancel }: ConfirmCodeFormProps) {
  const t = accountSettingsTexts.useTexts();
  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      {started.qrCode ? (
        <>
          <p>{t('mfaScanQrCode')}</p>
          <img src={started.qrCode} alt={t('mfaQrCodeAlt')} width={200} height={200} />
          <p>
            {t('mfaSecretKeyLabel')}: <code data-testid="mfa-secret">{started.secret}</code>
          </p>
        </>
      ) : (
        <p>{t('mfaEmailSent', { maskedAddress: started.maskedEmail ?? '' })}</p>
      )}
      <TextField
        label={t('mfaCodeLabel')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={32}
        required
        value={code}
        onChange={(event) => onCode(event.target.value)}
      />
      <div className="button-row">
        <button className="button button--primary" type="submit" disabled={busy || code.trim() === ''}>
          {t('mfaConfirm')}
        </button>
        <button className="button" type="button" onClick={onCancel}>
          {t('mfaCancel')}
        </button>
      </div>
    </form>
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
  const t = accountSettingsTexts.useTexts();
  return (
    <>
      <HiddenInput
        label={t('mfaPasswordLabel')}
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
