import { CLAIM_SERVER_MESSAGES, ID_CARD_PAGE_TEXTS, REGISTRATION_MESSAGES } from '@dash/domain';
import { API_PATHS, ApiError, IdCardOrderResponse } from '@dash/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_BY_DOMAIN, sessionToken } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const languageHeader = (language: string | undefined) => (language ? { 'accept-language': language } : {});

const get = async (username: string, url: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: HOST_BY_DOMAIN[1],
      authorization: `Bearer ${await sessionToken(t.app, username)}`,
      ...languageHeader(language),
    },
  });

describe('the area messages in the request language (issue 17)', () => {
  it('responds with a claims refusal in Spanish for accept-language es and in English without it', async () => {
    const spanish = await get('alex', `${API_PATHS.claims}?suffix=9`, 'es');
    expect(spanish.statusCode).toBe(404);
    expect(ApiError.parse(spanish.json()).message).toBe('Ningún miembro de su familia tiene este sufijo.');

    const english = await get('alex', `${API_PATHS.claims}?suffix=9`);
    expect(english.statusCode).toBe(404);
    expect(ApiError.parse(english.json()).message).toBe(CLAIM_SERVER_MESSAGES.noMemberWithSuffix);
  });

  it('puts the field messages of a refused registration into Spanish too', async () => {
    const register = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.registrationIdentity,
        headers: { host: HOST_BY_DOMAIN[1], ...languageHeader(language) },
        payload: { identifier: '', firstName: 'Kendall', lastName: 'Lee', dateOfBirth: '1990-01-01' },
      });
    const spanish = ApiError.parse((await register('es-MX,es;q=0.9')).json());
    expect(spanish.message).toBe('La solicitud no es válida: identifier.');
    expect(spanish.fieldErrors?.identifier).toEqual([
      'ID de suscriptor o de miembro es un campo obligatorio',
      'ID de suscriptor o de miembro: valor no válido',
    ]);

    const english = ApiError.parse((await register()).json());
    expect(english.fieldErrors?.identifier).toEqual([
      REGISTRATION_MESSAGES.identifierRequired,
      REGISTRATION_MESSAGES.identifierInvalid,
    ]);
  });

  it('returns the printed ID card order confirmation, a success body, in the request language', async () => {
    const spanish = await get('jordan', `${API_PATHS.idCardRequest}?category=Dental`, 'es');
    expect(spanish.statusCode).toBe(200);
    expect(IdCardOrderResponse.parse(spanish.body)).toBe(
      'Se pidió su tarjeta de identificación impresa (dental). Llega por correo en 7 a 10 días.',
    );

    const english = await get('jordan', `${API_PATHS.idCardRequest}?category=Dental`);
    expect(IdCardOrderResponse.parse(english.body)).toBe(ID_CARD_PAGE_TEXTS.alreadyOrdered('Dental'));
  });
});
