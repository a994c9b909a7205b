import {
  HomeData,
  LoginState,
  RegistrationPoliciesResponse,
  type RegistrationPolicy,
  SessionResponse,
} from '@dash/domain/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { subscribeToNotifications } from '@/lib/notifications';
import { setTemporaryToken } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse } from '../../../../test/fixtures';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

const unsigned: RegistrationPolicy = { isCommunicationPolicySigned: null, isEeobPreferenceConsented: null };
const POLICY = 'I have read and agree to the digital communications policy.';
const EOB = 'How would you like to receive your explanation of benefits (EOB)?';

type Responder = (request: Request) => Response | Promise<Response>;

/** Responds in turn: the first call gets the first response, and so on; the last response repeats. */
function inTurn(...responders: Responder[]): Responder {
  let call = 0;
  return (request) => {
    const respond = responders[Math.min(call, responders.length - 1)] as Responder;
    call += 1;
    return respond(request);
  };
}

const failure =
  (status: number): Responder =>
  () =>
    replyError(status, { code: status === 401 ? 'UNAUTHORIZED' : 'UNAVAILABLE', message: 'failed' });

function openPage(
  isSubscriber: boolean,
  registrationPolicy = unsigned,
  responders: { load?: Responder; save?: Responder } = {},
) {
  setTemporaryToken('temporary-token');
  const api = mockApi({
    'GET /api/account/registration/policies':
      responders.load ?? (() => reply(RegistrationPoliciesResponse, { registrationPolicy, isSubscriber })),
    'PUT /api/account/registration/policies':
      responders.save ??
      (async (request) =>
        reply(RegistrationPoliciesResponse, { registrationPolicy: await request.json(), isSubscriber })),
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

  it('links the digital communications policy, opening in a new tab so the sign-in stays', async () => {
    openPage(true);
    const link = await screen.findByRole('link', {
      name: 'Read the digital communications policy (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/digital-communications-policy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('/registration-policies shows its own failures (document 1 §8)', () => {
  const loaded = (): Response =>
    reply(RegistrationPoliciesResponse, { registrationPolicy: unsigned, isSubscriber: true });

  it.each([
    [500, "Sorry, we're having a problem with our system. We'll get this fixed soon."],
    [503, "Sorry, we're unable to handle your request at this time."],
  ])('a failed load (%s) is shown on the screen with a Retry that loads again', async (status, text) => {
    const { api, user, router } = openPage(true, unsigned, { load: inTurn(failure(status), loaded) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your communication choices.");
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(`Error code: ${status}`);
    // The screen handles it: the address stays and no error page replaces it.
    expect(router.state.location.pathname).toBe('/registration-policies');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to your Member Dashboard' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: POLICY })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: POLICY })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('GET /api/account/registration/policies')).toHaveLength(2);
  });

  it('a load refused with 401 asks for a new sign-in instead of a retry', async () => {
    openPage(true, unsigned, { load: failure(401) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in has expired. Please log in again.');
    expect(within(alert).getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/logout');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a failed save (503) is shown above the form, which keeps the answers; Continue tries again', async () => {
    const toasts = vi.fn();
    const unsubscribe = subscribeToNotifications(toasts);
    const { api, user, router } = openPage(true, unsigned, {
      save: inTurn(failure(503), async (request) =>
        reply(RegistrationPoliciesResponse, { registrationPolicy: await request.json(), isSubscriber: true }),
      ),
    });
    await user.click(await screen.findByRole('checkbox', { name: POLICY }));
    await user.click(screen.getByRole('radio', { name: 'By mail, on paper' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "We couldn't save your choices. Your answers are still here: please try again.",
    );
    expect(alert).toHaveTextContent('Error code: 503 Service unavailable');
    expect(router.state.location.pathname).toBe('/registration-policies');
    expect(screen.getByRole('checkbox', { name: POLICY })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By mail, on paper' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(toasts).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    const puts = api.requestsTo('PUT /api/account/registration/policies');
    expect(puts).toHaveLength(2);
    expect(await puts[1]?.json()).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    });
    unsubscribe();
  });

  it('a failed save (500) names the failure too', async () => {
    const { user } = openPage(false, unsigned, { save: failure(500) });
    await user.click(await screen.findByRole('checkbox', { name: POLICY }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error code: 500 Internal server error');
    expect(screen.getByRole('checkbox', { name: POLICY })).toBeChecked();
  });
});

describe('/registration-policies in Spanish (issue 17)', () => {
  it('shows the page, its choices and its validation message in Spanish', async () => {
    const { api, user } = openPage(true);
    await screen.findByRole('checkbox', { name: POLICY });
    await act(() => setLocale('es'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenido a su Panel de Miembro' }),
    ).toBeInTheDocument();
    const eob = screen.getByRole('group', {
      name: '¿Cómo desea recibir su Explicación de Beneficios (EOB)?',
    });
    expect(
      within(eob).getByRole('radio', { name: 'Electrónicamente, en mi Panel de Miembro' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      screen.getByRole('checkbox', { name: 'He leído y acepto la política de comunicaciones digitales.' }),
    ).toHaveAccessibleDescription('Confirme que ha leído nuestra política de comunicaciones digitales.');
    expect(api.requestsTo('PUT /api/account/registration/policies')).toHaveLength(0);
  });

  it('words a failed load and its retry in Spanish', async () => {
    openPage(true, unsigned, { load: failure(503) });
    await act(() => setLocale('es'));
    expect(await screen.findByText('No pudimos cargar sus opciones de comunicación.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
