import { HomeData, LoginState, SessionResponse, TokenResponse } from '@dash/domain/api';
import { PERSONA_PASSWORD } from '@dash/domain/personas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadFullPage } from '@/lib/full-page-load';
import { deferred, mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { completeLoginState, sessionResponse, tokenResponse } from '../../../../test/fixtures';
import { jordanHome } from '../../../../test/home-fixtures';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';

vi.mock('@/lib/full-page-load', () => ({ loadFullPage: vi.fn() }));

const usernameField = () => screen.getByLabelText('Username');
const passwordField = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Log in' });

async function openLogin(path = '/login', domainId: 1 | 2 | 5 = 1) {
  const app = renderApp(path, { domainId });
  await screen.findByRole('heading', { level: 1, name: 'Log in to your Member Dashboard' });
  return app;
}

const failWith = (code: string, attemptsRemaining?: number) => () =>
  replyError(401, {
    code,
    message: 'from the gateway',
    ...(attemptsRemaining === undefined ? {} : { attemptsRemaining }),
  });

describe('/login (document 1 §2, §5)', () => {
  it('shows the title, the labelled fields and the four links on the main brand', async () => {
    await openLogin();
    await waitFor(() =>
      expect(document.title).toBe('Log in to your Member Dashboard | Evergreen Health & Dental'),
    );
    expect(usernameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/registration');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute(
      'href',
      '/recovery/username',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/recovery/password',
    );
    expect(screen.queryByText('You have logged out successfully.')).not.toBeInTheDocument();
  });

  it('hides the create-account and forgot links on the partner brand', async () => {
    await openLogin('/login', 5);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot username?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('shows the logged-out banner after logout', async () => {
    await openLogin('/login?loggedOut=true');
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out successfully.');
  });

  it('shows the required messages after submit, linked to their fields', async () => {
    const { user } = await openLogin();
    expect(screen.queryByText('Username is a required field')).not.toBeInTheDocument();
    await user.click(submitButton());
    const usernameError = await screen.findByText('Username is a required field');
    const passwordError = screen.getByText('Password is a required field');
    expect(usernameError).toHaveAttribute('role', 'alert');
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(usernameField()).toHaveAccessibleDescription('Username is a required field');
    expect(passwordField()).toHaveAccessibleDescription(passwordError.textContent ?? '');
  });

  it('disables submit only while the form is invalid and touched', async () => {
    const { user } = await openLogin();
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await user.type(usernameField(), 'alex');
    expect(submitButton()).toBeDisabled();
    await user.type(passwordField(), PERSONA_PASSWORD);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(passwordField());
    await waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('counts a field left empty as touched', async () => {
    const { user } = await openLogin();
    await user.click(usernameField());
    await user.tab();
    expect(await screen.findByText('Username is a required field')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    [
      'LOGIN_ATTEMPTS_REMAINING',
      failWith('LOGIN_ATTEMPTS_REMAINING', 2),
      'Username and/or password unrecognized. You have 2 attempt(s) remaining.',
    ],
    [
      'ACCOUNT_LOCKED',
      failWith('ACCOUNT_LOCKED'),
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    ],
    ['LOGIN_FAILED', failWith('LOGIN_FAILED'), 'Username and/or password unrecognized. Please try again.'],
    [
      'a bad request',
      () => replyError(400, { code: 'BAD_REQUEST', message: 'bad' }),
      'Username and/or password unrecognized. Please try again.',
    ],
  ])('shows %s word for word', async (code, handler, message) => {
    const api = mockApi({ 'POST /api/token': handler });
    const { user } = await openLogin();
    await user.type(usernameField(), 'alex');
    await user.type(passwordField(), 'wrong-password');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(new RegExp(`^${message.replace(/[.()/]/g, '\\$&')}$`));
    const links = within(alert).queryAllByRole('link');
    if (code === 'LOGIN_ATTEMPTS_REMAINING') {
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Forgot username?', '/recovery/username'],
        ['Forgot password?', '/recovery/password'],
      ]);
    } else if (code === 'ACCOUNT_LOCKED') {
      // The message asks the member to contact customer service: the number is beside it (issue 9).
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['1-555-010-1200', 'tel:15550101200'],
      ]);
      expect(alert).toHaveTextContent('Customer service: 1-555-010-1200');
    } else {
      expect(links).toHaveLength(0);
    }
    expect(await api.requestsTo('POST /api/token')[0]?.json()).toEqual({
      username: 'alex',
      password: 'wrong-password',
      domainId: 1,
    });
  });

  it('clears the server error when a value changes', async () => {
    mockApi({ 'POST /api/token': failWith('LOGIN_FAILED') });
    const { user } = await openLogin();
    await user.type(usernameField(), 'alex');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again.');
    await user.type(passwordField(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner during submit and hides it on error', async () => {
    const token = deferred(failWith('LOGIN_FAILED'));
    mockApi({ 'POST /api/token': token.handler });
    const { user } = await openLogin();
    await user.type(usernameField(), 'alex');
    await user.type(passwordField(), 'wrong');
    await user.click(submitButton());
    expect(await screen.findByRole('status', { name: 'Logging in' })).toBeInTheDocument();
    token.release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    // The error is shown as it arrives; the transition that held the spinner ends right after.
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Logging in' })).not.toBeInTheDocument());
  });
});

describe('after a successful POST token (document 1 §4)', () => {
  async function logIn(domainId: 1 | 2 | 5 = 1) {
    const app = await openLogin('/login', domainId);
    await app.user.type(usernameField(), 'jordan');
    await app.user.type(passwordField(), PERSONA_PASSWORD);
    await app.user.click(submitButton());
    return app;
  }

  it('completes: trades the temporary token for a session and opens /home', async () => {
    const api = mockApi({
      ...memberShellHandlers,
      'POST /api/token': () => reply(TokenResponse, tokenResponse),
      'GET /api/login-state': () => reply(LoginState, completeLoginState),
      'POST /api/session': () => reply(SessionResponse, sessionResponse),
      'GET /api/home': () => reply(HomeData, jordanHome),
    });
    const { router } = await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.requestsTo('GET /api/login-state')[0]?.headers.get('Authorization')).toBe(
      'Bearer temporary-token',
    );
    expect(api.requestsTo('POST /api/session')[0]?.headers.get('Authorization')).toBe(
      'Bearer temporary-token',
    );
    expect(api.requestsTo('GET /api/home')[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(localStorage.getItem('access_token')).toBe('session-token');
    expect(sessionStorage.getItem('temporary_token')).toBeNull();
    expect(document.cookie).toContain('api_token=session-token');
  });

  it('stops at a mid-login screen: keeps the temporary token and opens no session', async () => {
    const api = mockApi({
      'POST /api/token': () => reply(TokenResponse, tokenResponse),
      'GET /api/login-state': () =>
        reply(LoginState, {
          ...completeLoginState,
          preferences: { ...completeLoginState.preferences, emailAddress: null },
        }),
    });
    const app = await openLogin();
    const visited: string[] = [];
    app.router.subscribe(({ navigation }) => visited.push(navigation.location?.pathname ?? ''));
    await app.user.type(usernameField(), 'pat');
    await app.user.type(passwordField(), PERSONA_PASSWORD);
    await app.user.click(submitButton());
    await waitFor(() => expect(visited).toContain('/update-preferences'));
    expect(sessionStorage.getItem('temporary_token')).toBe('temporary-token');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(api.requestsTo('POST /api/session')).toHaveLength(0);
  });

  it('loads the redirect address plus the path in full when the token response carries one', async () => {
    const api = mockApi({
      'POST /api/token': () =>
        reply(TokenResponse, { ...tokenResponse, redirect: 'https://dental.example.com/' }),
      'GET /api/login-state': () => reply(LoginState, completeLoginState),
      'POST /api/session': () => reply(SessionResponse, sessionResponse),
    });
    await logIn();
    await waitFor(() => expect(loadFullPage).toHaveBeenCalledWith('https://dental.example.com/home'));
    expect(api.requestsTo('POST /api/session')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('session-token');
  });

  it('goes to /sso-landing for the sales-platform sign-on, keeping the temporary token', async () => {
    const flagged = completeLoginState.groups.map((group) => ({ ...group, salesPlatform: true }));
    const api = mockApi({
      'POST /api/token': () => reply(TokenResponse, tokenResponse),
      'GET /api/login-state': () => reply(LoginState, { ...completeLoginState, groups: flagged }),
      // The landing then posts the sign-on form (features/sso-landing tests); jsdom cannot submit one.
      'GET /api/outside-config': () => new Response(null, { status: 503 }),
    });
    const app = await openLogin();
    const visited: string[] = [];
    app.router.subscribe(({ navigation }) => visited.push(navigation.location?.pathname ?? ''));
    await app.user.type(usernameField(), 'taylor');
    await app.user.type(passwordField(), PERSONA_PASSWORD);
    await app.user.click(submitButton());
    await waitFor(() => expect(visited).toContain('/sso-landing'));
    expect(sessionStorage.getItem('temporary_token')).toBe('temporary-token');
    expect(api.requestsTo('POST /api/session')).toHaveLength(0);
  });

  it('shows the error page in place when the login state cannot be read', async () => {
    mockApi({
      'POST /api/token': () => reply(TokenResponse, tokenResponse),
      'GET /api/login-state': () => replyError(503, { code: 'UNAVAILABLE', message: 'down' }),
    });
    const { router } = await logIn();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Sorry, we're unable to handle your request at this time.",
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
