import { LoginAsResponse, LoginAsReturnResponse, LoginState, SessionResponse } from '@dash/domain/api';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { getSessionToken, getTemporaryToken, setTemporaryToken, startSession } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse } from '../../../../test/fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { withOtherCallsUnavailable } from '../../../../test/other-calls';
import { renderApp } from '../../../../test/render-app';
import { localToday } from '../prevent-choice';

const staffState = (role: 'logInAsAnyone' | 'logInAsNonEmp') =>
  LoginState.parse({
    ...completeLoginState,
    claims: { memberKey: null, role, issuedByRole: null },
    groups: [],
  });
const memberState = LoginState.parse({
  ...completeLoginState,
  claims: { memberKey: 'm-alex', role: 'member', issuedByRole: 'logInAsAnyone' },
});
const required =
  "First name, last name, and date of birth required unless selecting 'Continue as subscriber'";

async function openLoginAs(role: 'logInAsAnyone' | 'logInAsNonEmp' = 'logInAsAnyone', handlers = {}) {
  setTemporaryToken('staff-token');
  const api = mockApi(
    withOtherCallsUnavailable({
      'GET /api/login-state': () => reply(LoginState, staffState(role)),
      ...handlers,
    }),
  );
  const app = renderApp('/login-as');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...app, api };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit' });
const asSubscriber = () => screen.getByRole('button', { name: 'Continue as subscriber' });

describe('/login-as (document 1 §2, §5, §6)', () => {
  it.each([
    ['logInAsAnyone', 'Login as anyone'],
    ['logInAsNonEmp', 'Login as non-employee'],
  ] as const)('titles the page by the %s role and shows every field', async (role, title) => {
    await openLoginAs(role);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(field('First name')).toBeInTheDocument();
    expect(field('Last name')).toBeInTheDocument();
    expect(field('Date of birth')).toHaveAttribute('max', localToday());
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    expect(field('Subscriber ID')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Prevent navigation to the CRM' })).not.toBeChecked();
  });

  it('sends a member token to the 404 page, and a visitor without a token too', async () => {
    setTemporaryToken('member-token');
    mockApi({ 'GET /api/login-state': () => reply(LoginState, completeLoginState) });
    const { router } = renderApp('/login-as');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
  });

  it('sends a signed-in member (own session, refused by login-as/return) to the 404 page', async () => {
    startSession('session-token');
    const api = mockApi({
      // The 404 page keeps the member's shell (document 1 §2): its menus ask for GET shell.
      ...memberShellHandlers,
      'POST /api/login-as/return': () =>
        replyError(403, { code: 'FORBIDDEN', message: 'This session was not opened by a login-as.' }),
    });
    const { router } = renderApp('/login-as');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/404'));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/login-as/return')).toHaveLength(1);
    expect(getSessionToken()).toBe('session-token');
  });

  it('opens /login-as for the staff person behind a login-as session (issue 9)', async () => {
    startSession('member-session-token');
    const api = mockApi({
      'POST /api/login-as/return': () => reply(LoginAsReturnResponse, { token: 'staff-again-token' }),
      'GET /api/login-state': () =>
        reply(LoginState, {
          ...completeLoginState,
          claims: { memberKey: null, role: 'logInAsAnyone', issuedByRole: null },
          groups: [],
        }),
    });
    renderApp('/login-as');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login as anyone' })).toBeInTheDocument();
    const [returned] = api.requestsTo('POST /api/login-as/return');
    expect(returned?.headers.get('Authorization')).toBe('Bearer member-session-token');
    expect(api.requestsTo('GET /api/login-state')[0]?.headers.get('Authorization')).toBe(
      'Bearer staff-again-token',
    );
    expect(getSessionToken()).toBeNull();
    expect(getTemporaryToken()).toBe('staff-again-token');
  });

  it('asks for the subscriber ID, then for the member, and clears the error on editing', async () => {
    const { user, api } = await openLoginAs();
    await user.click(asSubscriber());
    expect(screen.getByRole('alert')).toHaveTextContent('Subscriber ID is a required field');
    await user.type(field('Subscriber ID'), 'M10020001');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(required);
    await user.type(field('First name'), 'A');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/login-as')).toHaveLength(0);
  });

  it("shows the server's message for a 404 and stays on the page", async () => {
    const message = 'No subscriber of this brand has that subscriber ID.';
    const { user, router } = await openLoginAs('logInAsAnyone', {
      'POST /api/login-as': () => replyError(404, { code: 'NOT_FOUND', message }),
    });
    await user.type(field('Subscriber ID'), 'X99999999');
    await user.click(asSubscriber());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login-as');
  });

  it('logs in as a member: sends the payload and the prevent choice, logs the staff out, and routes as after login', async () => {
    const { user, router, api } = await openLoginAs('logInAsAnyone', {
      'POST /api/login-as': () => reply(LoginAsResponse, { token: 'member-token', loginState: memberState }),
      'POST /api/session': () => reply(SessionResponse, sessionResponse),
    });
    await user.type(field('First name'), 'Alex');
    await user.type(field('Last name'), 'Rivera');
    await user.type(field('Date of birth'), '1980-04-02');
    await user.type(field('Subscriber ID'), 'M10020001');
    await user.click(screen.getByRole('checkbox', { name: 'Prevent navigation to the CRM' }));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const [request] = api.requestsTo('POST /api/login-as');
    expect(request?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(await request?.json()).toEqual({
      subscriberId: 'M10020001',
      domainId: 1,
      firstName: 'Alex',
      lastName: 'Rivera',
      dateOfBirth: '1980-04-02',
      preventSalesPlatform: true,
    });
    expect(api.requestsTo('POST /api/session')[0]?.headers.get('authorization')).toBe('Bearer member-token');
    expect(sessionStorage.getItem('temporary_token')).toBeNull();
    expect(sessionStorage.getItem('prevent_crm_navigation')).toBe('true');
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });

  it('keeps the prevent choice for the next visit', async () => {
    sessionStorage.setItem('prevent_crm_navigation', 'true');
    await openLoginAs();
    expect(screen.getByRole('checkbox', { name: 'Prevent navigation to the CRM' })).toBeChecked();
  });
});

describe('/login-as in Spanish (issue 17)', () => {
  it('shows the title, the fields and the rules’ messages in Spanish', async () => {
    const { user } = await openLoginAs('logInAsNonEmp');
    await act(() => setLocale('es'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar sesión como no empleado');
    expect(field('Fecha de nacimiento')).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ID de suscriptor es un campo obligatorio');
    await user.type(field('ID de suscriptor'), 'M100');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "El nombre, el apellido y la fecha de nacimiento son obligatorios, salvo que elija 'Continuar como suscriptor'",
    );
  });

  it('words the gateway’s refusal in Spanish', async () => {
    const { user } = await openLoginAs('logInAsAnyone', {
      'POST /api/login-as': () =>
        replyError(404, {
          code: 'NOT_FOUND',
          message: 'No subscriber of this brand has that subscriber ID.',
        }),
    });
    await act(() => setLocale('es'));
    await user.type(field('ID de suscriptor'), 'M100');
    await user.click(screen.getByRole('button', { name: 'Continuar como suscriptor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ningún suscriptor de esta marca tiene ese ID de suscriptor.',
    );
  });
});
