import { describe, expect, it } from 'vitest';
import {
  getInvalidRequestMessage,
  getLoginErrorMessage,
  LOGIN_ERROR_CODES,
  localizeServerMessage,
  MFA_SERVER_MESSAGES,
  OUTSIDE_TEXTS,
  SERVER_MESSAGES,
  SIGN_IN_SERVER_MESSAGES,
  SPANISH_BY_ENGLISH,
} from '../src';

/** Every fixed text of a catalogue, nested ones included. */
function strings(texts: object): string[] {
  return Object.values(texts).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? strings(value) : [],
  );
}

const ENGLISH = [
  ...strings(SERVER_MESSAGES),
  ...strings(SIGN_IN_SERVER_MESSAGES),
  ...strings(MFA_SERVER_MESSAGES),
  ...LOGIN_ERROR_CODES.map((code) => getLoginErrorMessage(code)),
  OUTSIDE_TEXTS.accreditationStandIn,
];

describe('the gateway messages in Spanish (issue 17)', () => {
  it('has a Spanish text, different from the English, for every English server message', () => {
    for (const english of ENGLISH) {
      const spanish = localizeServerMessage(english, 'es');
      expect(spanish, english).not.toBe(english);
      expect(spanish.trim(), english).not.toBe('');
    }
    expect(new Set(SPANISH_BY_ENGLISH.values()).size).toBe(SPANISH_BY_ENGLISH.size);
  });

  it('keeps the English word for word in English', () => {
    for (const english of ENGLISH) expect(localizeServerMessage(english, 'en')).toBe(english);
    expect(localizeServerMessage(SERVER_MESSAGES.sessionEnded, 'en')).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it.each([
    [getInvalidRequestMessage(['language']), 'La solicitud no es válida: language.'],
    [getInvalidRequestMessage(['zipCode', 'state']), 'La solicitud no es válida: zipCode, state.'],
    [
      getLoginErrorMessage('LOGIN_ATTEMPTS_REMAINING', 3),
      'Nombre de usuario y/o contraseña no reconocidos. Le quedan 3 intento(s).',
    ],
    [
      MFA_SERVER_MESSAGES.wrongCode(1),
      'Ese código no es correcto. Le queda 1 intento antes de que su cuenta se bloquee.',
    ],
    [
      MFA_SERVER_MESSAGES.wrongCode(4),
      'Ese código no es correcto. Le quedan 4 intentos antes de que su cuenta se bloquee.',
    ],
    [SERVER_MESSAGES.tooManyRequests, 'Demasiadas solicitudes. Espere e inténtelo de nuevo.'],
    [SIGN_IN_SERVER_MESSAGES.pendingStep.mfa, 'Primero ingrese su código de inicio de sesión.'],
  ])('puts %j into Spanish with its values', (english, spanish) => {
    expect(localizeServerMessage(english, 'es')).toBe(spanish);
  });

  it('leaves a message with no Spanish yet in English', () => {
    expect(localizeServerMessage('Some other words.', 'es')).toBe('Some other words.');
  });
});
