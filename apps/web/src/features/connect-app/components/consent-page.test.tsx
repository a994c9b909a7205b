import { SMART_SERVER_MESSAGES } from '@dash/domain';
import { SmartConsentResult, SmartConsentView } from '@dash/domain/api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/locale';
import { startSession } from '@/lib/session';
import { mockApi, reply, replyError } from '../../../../test/fetch-mock';
import { memberShellHandlers } from '../../../../test/member-shell-handlers';
import { renderApp } from '../../../../test/render-app';
import english from '../locales/en.json';

const REQUEST = new URLSearchParams({
  response_type: 'code',
  client_id: 'blue-button-demo',
  redirect_uri: 'http://127.0.0.1:4399/callback',
  scope: 'patient/*.read launch/patient',
  state: 'abc',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
});

const VIEW = {
  clientId: 'blue-button-demo',
  appName: 'Blue Button Demo App',
  scope: 'patient/*.read launch/patient',
  willRead: ['Your plans and when they are in effect', 'Know which member you are when it opens'],
};

afterEach(() => vi.unstubAllGlobals());

describe('/connect-app, the consent screen (issue 18)', () => {
  it('names the app and what it will read, and sends the browser back to the app on Allow', async () => {
    startSession('session-token');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      ...memberShellHandlers,
      'GET /api/smart/authorization-request': () => reply(SmartConsentView, VIEW),
      'POST /api/smart/consent': () =>
        reply(SmartConsentResult, { redirectTo: 'http://127.0.0.1:4399/callback?code=c&state=abc' }),
    });
    const { user } = renderApp(`/connect-app?${REQUEST}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: english.consentTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Blue Button Demo App asks to read your health plan information.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'It will be able to:' })).toBeInTheDocument();
    for (const line of VIEW.willRead) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(english.consentRevokeNote)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4399/callback?code=c&state=abc'),
    );
    const [call] = api.requestsTo('POST /api/smart/consent');
    expect(await call?.json()).toMatchObject({ client_id: 'blue-button-demo', state: 'abc', approve: true });
  }, 30_000);

  it('shows the gateway’s refusal (a login-as session) and offers no answer', async () => {
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/smart/authorization-request': () =>
        replyError(403, { code: 'FORBIDDEN', message: SMART_SERVER_MESSAGES.staffCannotAuthorize }),
    });
    renderApp(`/connect-app?${REQUEST}`);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      SMART_SERVER_MESSAGES.staffCannotAuthorize,
    );
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  }, 30_000);

  it('asks in Spanish (issue 17)', async () => {
    await act(() => setLocale('es'));
    startSession('session-token');
    mockApi({
      ...memberShellHandlers,
      'GET /api/smart/authorization-request': () => reply(SmartConsentView, VIEW),
    });
    renderApp(`/connect-app?${REQUEST}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conectar una aplicación' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Blue Button Demo App solicita leer la información de su plan de salud.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Podrá:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Permitir' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Denegar' })).toBeEnabled();
  }, 30_000);
});
