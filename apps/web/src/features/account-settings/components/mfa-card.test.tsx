import { MfaEnrolmentStarted, MfaRecoveryCodes, MfaStatus } from '@dash/domain/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { accountAreaHandlers } from '../../../../test/account-fixtures';
import { mockApi, reply, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const RECOVERY = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-fghjk`);

async function openCard(status: MfaStatus, extra: Parameters<typeof mockApi>[0] = {}) {
  startSession('session-token');
  let current = status;
  const api = mockApi({
    ...memberShellHandlers,
    ...accountAreaHandlers,
    'GET /api/account/mfa': () => reply(MfaStatus, current),
    ...extra,
  });
  const app = renderApp('/account/settings');
  const card = await screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });
  return { ...app, api, card, setStatus: (next: MfaStatus) => (current = next) };
}

describe('/account/settings, "Two-step sign-in" (issue 15)', () => {
  it('turns on with the password and the first app code, and shows the ten recovery codes once', async () => {
    const started = {
      method: 'totp' as const,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      maskedEmail: null,
    };
    const { api, card, user, setStatus } = await openCard(
      { method: null, recoveryCodesLeft: 0 },
      {
        'POST /api/account/mfa/enrolment': () => reply(MfaEnrolmentStarted, started),
        'POST /api/account/mfa/enrolment/confirm': () => reply(MfaRecoveryCodes, { recoveryCodes: RECOVERY }),
      },
    );
    expect(await within(card).findByText('Two-step sign-in is off.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Current password', { exact: true }), 'Welcome2026!');
    await user.click(within(card).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await within(card).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', started.qrCode);
    expect(within(card).getByText(started.secret)).toBeInTheDocument();
    const [startCall] = api.requestsTo('POST /api/account/mfa/enrolment');
    expect(await startCall?.json()).toEqual({ method: 'totp', password: 'Welcome2026!' });

    await user.type(within(card).getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    const list = await within(card).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    setStatus({ method: 'totp', recoveryCodesLeft: 10 });
    await user.click(within(card).getByRole('button', { name: 'I have saved my codes' }));
    expect(
      await within(card).findByText('Two-step sign-in is on: a code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Recovery codes left: 10')).toBeInTheDocument();
  }, 20_000);

  it("shows the gateway's words for a wrong password and stays off", async () => {
    const { card, user } = await openCard(
      { method: null, recoveryCodesLeft: 0 },
      {
        'POST /api/account/mfa/enrolment': () =>
          replyError(400, { code: 'BAD_REQUEST', message: 'The current password is incorrect.' }),
      },
    );
    await user.type(await within(card).findByLabelText('Current password', { exact: true }), 'Wrong-1!');
    await user.click(within(card).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    expect(within(card).getByText('Two-step sign-in is off.')).toBeInTheDocument();
  });

  it('turns off with the password', async () => {
    const { card, user, setStatus } = await openCard(
      { method: 'email', recoveryCodesLeft: 9 },
      { 'POST /api/account/mfa/removal': () => replyNoContent() },
    );
    expect(
      await within(card).findByText('Two-step sign-in is on: a code we e-mail to you.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Recovery codes left: 9')).toBeInTheDocument();
    setStatus({ method: null, recoveryCodesLeft: 0 });
    await user.type(within(card).getByLabelText('Current password', { exact: true }), 'Welcome2026!');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(card).findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(screen.getAllByText('Two-step sign-in is off.').length).toBeGreaterThan(0);
  });
});
