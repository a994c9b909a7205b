import { getServerMessageText, SERVER_MESSAGES } from '@dash/domain';
import { AccountLanguage, API_PATHS, ApiError, ShellContext } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authGet, HOST_BY_DOMAIN, sessionToken, temporaryToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string | null, payload: unknown, language?: string) =>
  t.app.inject({
    method: 'PUT',
    url: API_PATHS.accountLanguage,
    headers: {
      host: HOST_BY_DOMAIN[1],
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: payload as Record<string, unknown>,
  });

const shellLanguage = async (token: string) =>
  ShellContext.parse((await authGet(t.app, API_PATHS.shell, token)).json()).language;

describe('PUT /api/account/language (issue 17)', () => {
  it('starts with no saved language, saves one and reads it back in the shell after the next sign-in', async () => {
    const token = await sessionToken(t.app, 'riley');
    expect(await shellLanguage(token)).toBeNull();

    const saved = await put(token, { language: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(AccountLanguage.parse(saved.json())).toEqual({ language: 'es' });

    const next = await sessionToken(t.app, 'riley');
    expect(await shellLanguage(next)).toBe('es');
    expect((await put(next, { language: 'en' })).statusCode).toBe(200);
    expect(await shellLanguage(next)).toBe('en');
  });

  it('keeps the language on the account: every group of a member with two sees it', async () => {
    const token = await sessionToken(t.app, 'sam');
    expect((await put(token, { language: 'es' })).statusCode).toBe(200);
    const shell = ShellContext.parse((await authGet(t.app, API_PATHS.shell, token)).json());
    expect(shell.groups).toHaveLength(2);
    expect(shell.language).toBe('es');
  });

  it('saves for the caller only: another family is untouched', async () => {
    await put(await sessionToken(t.app, 'morgan'), { language: 'es' });
    expect(await shellLanguage(await sessionToken(t.app, 'alex'))).toBeNull();
  });

  it.each([[{ language: 'fr' }], [{ language: 'ES' }], [{}], [{ language: 1 }]])(
    'refuses %j with 400 and the field at fault',
    async (body) => {
      const response = await put(await sessionToken(t.app, 'jordan'), body);
      expect(response.statusCode).toBe(400);
      expect(ApiError.parse(response.json()).fieldErrors).toHaveProperty('language');
    },
  );

  it('refuses no token (401) and a mid-sign-in token (403)', async () => {
    expect((await put(null, { language: 'es' })).statusCode).toBe(401);
    expect((await put(await temporaryToken(t.app, 'casey'), { language: 'es' })).statusCode).toBe(403);
  });
});

describe("the error envelope in the request's language (issue 17)", () => {
  it('responds to a bad body in Spanish when asked, in English otherwise', async () => {
    const token = await sessionToken(t.app, 'jordan');
    const spanish = ApiError.parse((await put(token, { language: 'fr' }, 'es-MX,es;q=0.9,en;q=0.5')).json());
    expect(spanish.message).toBe('La solicitud no es válida: language.');
    const english = ApiError.parse((await put(token, { language: 'fr' }, 'fr, en;q=0.5')).json());
    expect(english.message).toBe('The request is not valid: language.');
  });

  it('responds to a refused token and a failed sign-in in Spanish', async () => {
    const refused = ApiError.parse((await put(null, { language: 'es' }, 'es')).json());
    expect(refused.message).toBe(getServerMessageText('server.sessionEnded', 'es'));
    expect(refused.message).not.toBe(SERVER_MESSAGES.sessionEnded);
    const failed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.token,
      headers: { host: HOST_BY_DOMAIN[1], 'accept-language': 'es' },
      payload: { username: 'nobody-here', password: 'Not-a-password-1', domainId: 1 },
    });
    expect(failed.statusCode).toBe(401);
    expect(ApiError.parse(failed.json()).message).toMatch(
      /^Nombre de usuario y\/o contraseña no reconocidos\./,
    );
  });
});
