import {
  LoginState,
  Preferences,
  PreferencesUpdate,
  RelevantPreferencesResponse,
  SessionResponse,
} from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { subscribeToNotifications } from '@/lib/notifications';
import { getSessionToken, getTemporaryToken, setTemporaryToken } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const unanswered: Preferences = {
  emailAddress: null,
  electronicEob: null,
  emailBreakingNews: null,
  electronicMedicareMailing: null,
  emailPaymentReminder: null,
  emailAutopayWithdrawalReminder: null,
  discontinuePaperStatements: null,
  emailWhenBillReady: null,
  emailEwpNotification: null,
  showEwpLandingPage: null,
};
const RELEVANT = [
  'electronicEob',
  'discontinuePaperStatements',
  'emailWhenBillReady',
  'emailPaymentReminder',
  'emailBreakingNews',
] as const;

function openPage(hasExtendedPolicy: boolean, stored: Preferences = unanswered) {
  setTemporaryToken('temporary-token');
  const api = mockApi({
    'GET /api/account/preferences': () => reply(Preferences, stored),
    'GET /api/account/relevant-preferences': () =>
      reply(RelevantPreferencesResponse, {
        relevantPreferences: [...RELEVANT],
        policyDetails: { hasExtendedPolicy },
      }),
    'PUT /api/account/preferences': async (request) =>
      reply(Preferences, PreferencesUpdate.parse(await request.json())),
    // After saving, the state says INI, so routing completes at the change-password page (no further calls).
    'GET /api/login-state': () => reply(LoginState, { ...completeLoginState, accountStatus: 'INI' }),
    'POST /api/session': () => reply(SessionResponse, sessionResponse),
    ...memberShellHandlers,
  });
  const app = renderApp('/update-preferences');
  return { api, ...app };
}

const radio = (legend: string, value: 'Yes' | 'No') =>
  within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: value });

describe('/update-preferences (document 1 §5)', () => {
  it('shows only the relevant controls with the defaults for no extended policy', async () => {
    openPage(false);
    await screen.findByRole('heading', { level: 1, name: 'Communication preferences' });
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
    expect(radio('Receive my explanation of benefits (EOB) electronically', 'Yes')).toBeChecked();
    expect(radio('Stop paper billing statements', 'Yes')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me when my bill is ready' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me a payment reminder' })).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Email me news and updates about my plan' }),
    ).not.toBeChecked();
    expect(
      screen.queryByRole('group', { name: 'Receive my Medicare mailings electronically' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /automatic payment/ })).not.toBeInTheDocument();
  });

  it('uses the extended-policy defaults', async () => {
    openPage(true);
    await screen.findByLabelText('Email address');
    expect(radio('Receive my explanation of benefits (EOB) electronically', 'No')).toBeChecked();
    expect(radio('Stop paper billing statements', 'No')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me when my bill is ready' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Email me a payment reminder' })).not.toBeChecked();
  });

  it('requires a valid email, scrolls to 600px and sends nothing while invalid', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { api, user } = openPage(false);
    await screen.findByLabelText('Email address');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Email address is a required field')).toHaveAttribute('role', 'alert');
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 });
    await user.type(screen.getByLabelText('Email address'), 'pat@');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/account/preferences')).toHaveLength(0);
  });

  it('sends booleans as Y/N with the temporary token, toasts for 3 s and routes on', async () => {
    const toasts = vi.fn();
    const unsubscribe = subscribeToNotifications(toasts);
    const { api, user, router } = openPage(true);
    await user.type(await screen.findByLabelText('Email address'), 'quinn@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Email me news and updates about my plan' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/settings/change-password'), {
      timeout: 5000,
    });
    const [put] = api.requestsTo('PUT /api/account/preferences');
    expect(put?.headers.get('Authorization')).toBe('Bearer temporary-token');
    expect(await put?.json()).toEqual({
      ...unanswered,
      emailAddress: 'quinn@example.com',
      electronicEob: 'N',
      discontinuePaperStatements: 'N',
      emailWhenBillReady: 'N',
      emailPaymentReminder: 'N',
      emailBreakingNews: 'Y',
    });
    expect(toasts).toHaveBeenCalledWith({
      status: 'success',
      message: 'Successfully updated preferences',
      dismissAfter: 3000,
    });
    // INI changes the password before the session opens (document 1 §4; issue 10 point 1).
    expect(getSessionToken()).toBeNull();
    expect(getTemporaryToken()).toBe('temporary-token');
    expect(api.requestsTo('POST /api/session')).toHaveLength(0);
    unsubscribe();
  });

  it('titles and introduces the page in Spanish (issue 17)', async () => {
    await act(() => setLocale('es'));
    openPage(false);
    await screen.findByRole('heading', { level: 1, name: 'Preferencias de comunicación' }, { timeout: 5000 });
    expect(
      screen.getByText(
        'Díganos cómo desea que nos comuniquemos con usted. Puede cambiar estas opciones más adelante en la configuración de su cuenta.',
      ),
    ).toBeInTheDocument();
  }, 20000);
});
