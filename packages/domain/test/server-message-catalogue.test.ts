import { describe, expect, it } from 'vitest';
import {
  type FixedServerMessageKey,
  findSchemaMessage,
  getServerMessageText,
  REGISTRATION_MESSAGES,
  SERVER_MESSAGE_KEYS,
  SERVER_MESSAGES,
  type ServerMessage,
  type ServerMessageKey,
  type ServerMessageValues,
  serverMessage,
} from '../src';

type KeyWithValues = Exclude<ServerMessageKey, FixedServerMessageKey>;

/** Values for each message written with values: the type check asks for a row for each new one. */
const SAMPLE_VALUES: { readonly [Key in KeyWithValues]: ServerMessageValues<Key> } = {
  'server.noSuchAddress': ['GET', '/api/nothing'],
  'server.invalidRequest': [['zipCode', 'state']],
  'login.attemptsRemaining': [3],
  'mfa.wrongCode': [2],
  'mfa.emailBody': ['123456'],
  'registration.answerRequired': [1],
  'registration.answerInvalid': [2],
  'recovery.wrongAnswer': [1],
  'benefits.startTooEarly': ['2024-11-26'],
  'area.idCardMailText': ['Alex'],
  'idCardOrder.ordered': ['Dental'],
  'idCardOrder.alreadyOrdered': ['Vision'],
};

const sample = (key: ServerMessageKey): ServerMessage => ({
  key,
  values: (SAMPLE_VALUES as Partial<Record<ServerMessageKey, readonly unknown[]>>)[key] ?? [],
});

describe('the server messages, chosen by key (issue 17, issue 37 §4)', () => {
  it('lists the keys of every area', () => {
    expect(SERVER_MESSAGE_KEYS.length).toBeGreaterThan(150);
    expect(SERVER_MESSAGE_KEYS).toContain('signIn.pendingStep.mfa');
  });

  it.each(SERVER_MESSAGE_KEYS)('has a Spanish text for %s, not empty and not the English', (key) => {
    const spanish = getServerMessageText(sample(key), 'es');
    expect(spanish.trim()).not.toBe('');
    expect(spanish).not.toBe(getServerMessageText(sample(key), 'en'));
  });

  it('gives one Spanish text to English words that two keys share, so a schema message reads one way', () => {
    const byEnglish = new Map<string, Set<string>>();
    for (const key of SERVER_MESSAGE_KEYS) {
      const english = getServerMessageText(sample(key), 'en');
      byEnglish.set(
        english,
        (byEnglish.get(english) ?? new Set()).add(getServerMessageText(sample(key), 'es')),
      );
    }
    expect([...byEnglish].filter(([, spanish]) => spanish.size > 1)).toEqual([]);
  });

  it('keeps the Spanish of a message whose English is reworded: the key finds it, not the words', () => {
    const texts = SERVER_MESSAGES as { noMember: string };
    const before = texts.noMember;
    const spanish = getServerMessageText('server.noMember', 'es');
    try {
      texts.noMember = 'This session has no member.';
      expect(getServerMessageText('server.noMember', 'en')).toBe('This session has no member.');
      expect(getServerMessageText('server.noMember', 'es')).toBe(spanish);
    } finally {
      texts.noMember = before;
    }
  });

  it('keeps the English word for word', () => {
    expect(getServerMessageText('server.sessionEnded', 'en')).toBe(
      'Your session has ended. Please log in again.',
    );
  });

  it.each([
    [serverMessage('server.invalidRequest', ['language']), 'La solicitud no es válida: language.'],
    [
      serverMessage('server.invalidRequest', ['zipCode', 'state']),
      'La solicitud no es válida: zipCode, state.',
    ],
    [
      serverMessage('login.attemptsRemaining', 3),
      'Nombre de usuario y/o contraseña no reconocidos. Le quedan 3 intento(s).',
    ],
    [
      serverMessage('mfa.wrongCode', 1),
      'Ese código no es correcto. Le queda 1 intento antes de que su cuenta se bloquee.',
    ],
    [
      serverMessage('mfa.wrongCode', 4),
      'Ese código no es correcto. Le quedan 4 intentos antes de que su cuenta se bloquee.',
    ],
    [serverMessage('server.tooManyRequests'), 'Demasiadas solicitudes. Espere e inténtelo de nuevo.'],
    [serverMessage('signIn.pendingStep.mfa'), 'Primero ingrese su código de inicio de sesión.'],
    [serverMessage('registration.answerRequired', 2), 'Respuesta 2 es un campo obligatorio'],
    [
      serverMessage('recovery.wrongAnswer', 1),
      'Esa respuesta no coincide con nuestros registros. Le quedan 1 intento(s).',
    ],
    [
      serverMessage('benefits.startTooEarly', '2024-11-26'),
      'La fecha de inicio no puede ser anterior al 11/26/2024 (hace dos años).',
    ],
    [
      serverMessage('idCardOrder.ordered', 'Dental'),
      'Se pidió su tarjeta de identificación impresa (dental). Llega por correo en 7 a 10 días.',
    ],
    [serverMessage('claims.claimNotFound'), 'No se encontró un reclamo suyo con este número.'],
  ])('writes %j in Spanish with its values', (message, spanish) => {
    expect(getServerMessageText(message, 'es')).toBe(spanish);
  });

  it('finds the message of a contract schema by its whole English, and nothing else', () => {
    expect(findSchemaMessage(REGISTRATION_MESSAGES.identifierRequired)).toEqual({
      key: 'registration.identifierRequired',
      values: [],
    });
    expect(findSchemaMessage(REGISTRATION_MESSAGES.answerInvalid(1))).toEqual(
      serverMessage('registration.answerInvalid', 1),
    );
    expect(findSchemaMessage('Invalid input: expected string, received number')).toBeUndefined();
    expect(findSchemaMessage(`${REGISTRATION_MESSAGES.identifierRequired} `)).toBeUndefined();
  });
});
