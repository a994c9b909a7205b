import {
  HomeData,
  LoginState,
  RegistrationPoliciesResponse,
  type RegistrationPolicy,
  SessionResponse,
} from '@dash/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { subscribeToNotifications } from '@/lib/notifications';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse } from '../../../../test/fixtures';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const unsigned: RegistrationPolicy = { isCommunicationPolicySigned: null, isEeobPreferenceConsented: null };
const POLICY = 'I have read and agree to the digital communications policy.';
const EOB = 'How would you like to receive your explanation of benefits (EOB)?';

function openPage(isSubscriber: boolean, registrationPolicy = unsigned) {
  setTemporaryToken('temporary-token');
  const api = mockApi({
    'GET /api/account/registration/policies': () =>
      reply(RegistrationPoliciesResponse, { registrationPolicy, isSubscriber }),
    'PUT /api/account/registration/policies': async (request) =>
      reply(RegistrationPoliciesResponse, { registrationPolicy: await request.json(), isSubscriber }),
    'GET /api/login-state': () => reply(LoginState, completeLoginState),
    'POST /api/session': () => reply(SessionResponse, sessionResponse),
    'GET /api/home': () => reply(HomeData, jordanHome),
    ...memberShellHandlers,
  });
  return { api, ...renderApp('/registration-policies', { domainId: 5 }) };
}

describe('/registration-policies (document 1 §5)', () => {
  it('starts unticked and, for a subscriber, with electronic EOB consented', async () => {
    openPage(true);
    expect(await screen.findByRole('checkbox', { name: POLICY })).not.toBeChecked();
    const eob = screen.getByRole('group', { name: EOB });
    expect(within(eob).getByRole('radio', { name: 'Electronically, on my Member Dashboard' })).toBeChecked();
  });

  it('starts from the stored answers', async () => {
    openPage(true, { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false });
    expect(await screen.findByRole('checkbox', { name: POLICY })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By mail, on paper' })).toBeChecked();
  });

  it('offers no EOB choice to a dependent and sends null for it', async () => {
    const { api, user } = openPage(false);
    await user.click(await screen.findByRole('checkbox', { name: POLICY }));
    expect(screen.queryByRole('group', { name: EOB })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/account/registration/policies')).toHaveLength(1));
    expect(await api.requestsTo('PUT /api/account/registration/policies')[0]?.json()).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    });
  });

  it('touches every field on submit and sends nothing until the policy is ticked', async () => {
    const { api, user } = openPage(true);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const message = await screen.findByText(
      'Please confirm you have read our digital communications policy.',
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('checkbox', { name: POLICY })).toHaveAccessibleDescription(
      message.textContent ?? '',
    );
    expect(api.requestsTo('PUT /api/account/registration/policies')).toHaveLength(0);
  });

  it('sends the answers, shows the welcome toast for 5 s and routes on', async () => {
    const toasts = vi.fn();
    const unsubscribe = subscribeToNotifications(toasts);
    const { api, user, router } = openPage(true);
    await user.click(await screen.findByRole('checkbox', { name: POLICY }));
    await user.click(screen.getByRole('radio', { name: 'By mail, on paper' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    const [put] = api.requestsTo('PUT /api/account/registration/policies');
    expect(put?.headers.get('Authorization')).toBe('Bearer temporary-token');
    expect(await put?.json()).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    });
    expect(toasts).toHaveBeenCalledWith({
      status: 'success',
      message: "You're all set. Welcome to your dental Member Dashboard",
      dismissAfter: 5000,
    });
    unsubscribe();
  });
});
