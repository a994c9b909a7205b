import { PASSWORD_STRENGTH_MESSAGES } from '@dash/domain';
import { HomeData, LoginState, SessionResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { getSessionToken, setTemporaryToken, startSession } from '@/lib/session';
import { mockApi, reply, replyError, replyNoContent } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse } from '../../../../test/fixtures';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

function openPage(put = () => replyNoContent()) {
  startSession('session-token');
  const api = mockApi({ ...memberShellHandlers, 'PUT /api/account/password': put });
  return { api, ...renderApp('/account/settings/change-password') };
}

describe('/account/settings/change-password (document 1 §2, §5)', () => {
  it('shows errors only after a field is touched, with the rule and mismatch messages', async () => {
    const { user } = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Change your password' }, { timeout: 5000 });
    await user.type(field('New password'), 'abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await screen.findByText(/^Invalid new password\./)).toBeInTheDocument();
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Maple-orbit-canyon-7');
    await user.type(field('Confirm new password'), 'Fresh2027?');
    await user.tab();
    expect(
      await screen.findByText('The new password and its confirmation do not match.'),
    ).toBeInTheDocument();
  });

  it('masks the fields and toggles them with Show and Hide', async () => {
    const { user } = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Change your password' }, { timeout: 5000 });
    expect(field('Current password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(field('Current password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide current password' })).toHaveTextContent('Hide');
    await user.click(screen.getByRole('button', { name: 'Hide current password' }));
    expect(field('Current password')).toHaveAttribute('type', 'password');
  });

  it('shows the server message for a wrong current password next to the field', async () => {
    const { user } = openPage(() =>
      replyError(400, {
        code: 'BAD_REQUEST',
        message: 'The current password is incorrect.',
        fieldErrors: { currentPassword: ['The current password is incorrect.'] },
      }),
    );
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }, { timeout: 5000 }),
      'Wrong2026!',
    );
    await user.type(field('New password'), 'Maple-orbit-canyon-7');
    await user.type(field('Confirm new password'), 'Maple-orbit-canyon-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2));
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the estimator’s feedback as the new password is typed (issue 36)', async () => {
    const { user } = openPage();
    await user.type(
      await screen.findByLabelText('New password', { selector: 'input' }, { timeout: 5000 }),
      'Summer2024!',
    );
    expect(await screen.findByText(/^Too easy to guess\./, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Add more words that are less common.')).toBeVisible();
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Tundra7-velvet-harbor');
    expect(await screen.findByText('Hard to guess: this password can be used.')).toBeVisible();
    expect(screen.queryByText(/^Too easy to guess\./)).toBeNull();
  });

  it('shows the gateway’s refusal of a guessable password next to the new password (issue 36)', async () => {
    const message = PASSWORD_STRENGTH_MESSAGES.guessable;
    const { user } = openPage(() =>
      replyError(400, { code: 'BAD_REQUEST', message, fieldErrors: { newPassword: [message] } }),
    );
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }, { timeout: 5000 }),
      PERSONA_PASSWORD,
    );
    await user.type(field('New password'), 'Password1');
    await user.type(field('Confirm new password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends current and new password, shows success and then goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user, router } = openPage();
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }, { timeout: 5000 }),
      PERSONA_PASSWORD,
    );
    await user.type(field('New password'), 'Maple-orbit-canyon-7');
    await user.type(field('Confirm new password'), 'Maple-orbit-canyon-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(await api.requestsTo('PUT /api/account/password')[0]?.json()).toEqual({
      currentPassword: PERSONA_PASSWORD,
      newPassword: 'Maple-orbit-canyon-7',
    });
    mockApi({ ...memberShellHandlers, 'GET /api/home': () => reply(HomeData, jordanHome) });
    vi.advanceTimersByTime(3000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    vi.useRealTimers();
  });

  it('mid-login (INI, FRC): sends the temporary token, then opens the session and goes home', async () => {
    setTemporaryToken('temporary-token');
    const api = mockApi({
      ...memberShellHandlers,
      'PUT /api/account/password': () => replyNoContent(),
      'GET /api/login-state': () => reply(LoginState, completeLoginState),
      'POST /api/session': () => reply(SessionResponse, sessionResponse),
      'GET /api/home': () => reply(HomeData, jordanHome),
    });
    const { user, router } = renderApp('/account/settings/change-password');
    await user.type(
      await screen.findByLabelText('Current password', { selector: 'input' }, { timeout: 5000 }),
      'Welcome2026!',
    );
    // No member shell yet: the session is not open.
    expect(api.requestsTo('GET /api/shell')).toHaveLength(0);
    await user.type(field('New password'), 'Maple-orbit-canyon-7');
    await user.type(field('Confirm new password'), 'Maple-orbit-canyon-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await user.click(await screen.findByRole('link', { name: 'Continue to your dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    const [put] = api.requestsTo('PUT /api/account/password');
    expect(put?.headers.get('Authorization')).toBe('Bearer temporary-token');
    expect(api.requestsTo('POST /api/session')).toHaveLength(1);
    expect(getSessionToken()).toBe('session-token');
  });

  it('is in Spanish when Spanish is chosen (issue 17)', async () => {
    await act(() => setLocale('es'));
    const { user } = openPage();
    await screen.findByRole('heading', { level: 1, name: 'Cambiar su contraseña' }, { timeout: 5000 });
    expect(
      screen.getByText('Elija una contraseña nueva para mantener su cuenta segura.'),
    ).toBeInTheDocument();
    expect(field('Contraseña actual')).toHaveAttribute('type', 'password');
    expect(field('Contraseña nueva')).toBeInTheDocument();
    expect(field('Confirmar contraseña nueva')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeEnabled();
    // The estimator's feedback, in Spanish too (issue 36).
    await user.type(field('Contraseña nueva'), 'Qwertyuiop1!');
    expect(await screen.findByText(/^Demasiado fácil de adivinar\./, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('Añada más palabras que sean menos comunes.')).toBeVisible();
  }, 20000);
});
