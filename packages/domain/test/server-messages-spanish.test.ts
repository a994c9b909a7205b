import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACCESS_SERVER_MESSAGES,
  ACCOUNT_SERVER_MESSAGES,
  ACCOUNT_TEXTS,
  AREA_SERVER_MESSAGES,
  BENEFIT_RESOURCES_SERVER_MESSAGES,
  BENEFITS_TEXTS,
  CHANGE_PASSWORD_MESSAGES,
  CLAIM_SERVER_MESSAGES,
  COVERAGE_CATEGORY_LABEL_LIST,
  FIND_CARE_TEXTS,
  GROUP_SELECTION_TEXTS,
  getInvalidRequestMessage,
  getLoginErrorMessage,
  ID_CARD_PAGE_TEXTS,
  LOGIN_AS_SERVER_MESSAGES,
  LOGIN_ERROR_CODES,
  localizeServerMessage,
  MFA_SERVER_MESSAGES,
  OUTSIDE_TEXTS,
  PASSWORD_STRENGTH_MESSAGES,
  PCP_SEARCH_MESSAGES,
  RECOVERY_MESSAGES,
  RECOVERY_TEXTS,
  REGISTRATION_MESSAGES,
  SERVER_MESSAGES,
  SIGN_IN_SERVER_MESSAGES,
  SMART_SERVER_MESSAGES,
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
  ...strings(REGISTRATION_MESSAGES),
  ...[1, 2].flatMap((n) => [REGISTRATION_MESSAGES.answerRequired(n), REGISTRATION_MESSAGES.answerInvalid(n)]),
  ...strings(RECOVERY_MESSAGES),
  RECOVERY_MESSAGES.wrongAnswer(2),
  RECOVERY_TEXTS.usernameSent,
  RECOVERY_TEXTS.passwordSent,
  ...strings(CHANGE_PASSWORD_MESSAGES),
  ...strings(PASSWORD_STRENGTH_MESSAGES),
  ...strings(PCP_SEARCH_MESSAGES),
  FIND_CARE_TEXTS.selectionDone,
  ...strings(SMART_SERVER_MESSAGES),
  ...strings(ACCOUNT_SERVER_MESSAGES),
  ACCOUNT_TEXTS.unknownQuestion,
  ACCOUNT_TEXTS.duplicateQuestion,
  'Invalid security answer',
  ...strings(ACCOUNT_ACCESS_SERVER_MESSAGES),
  ...strings(BENEFITS_TEXTS),
  BENEFITS_TEXTS.startTooEarly('2024-11-26'),
  ...strings(BENEFIT_RESOURCES_SERVER_MESSAGES),
  ...strings(CLAIM_SERVER_MESSAGES),
  ...strings(AREA_SERVER_MESSAGES),
  ...COVERAGE_CATEGORY_LABEL_LIST.flatMap((category) => [
    ID_CARD_PAGE_TEXTS.ordered(category),
    ID_CARD_PAGE_TEXTS.alreadyOrdered(category),
  ]),
  ...strings(GROUP_SELECTION_TEXTS),
  ...strings(LOGIN_AS_SERVER_MESSAGES),
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
    [REGISTRATION_MESSAGES.answerRequired(2), 'Respuesta 2 es un campo obligatorio'],
    [
      RECOVERY_MESSAGES.wrongAnswer(1),
      'Esa respuesta no coincide con nuestros registros. Le quedan 1 intento(s).',
    ],
    [
      BENEFITS_TEXTS.startTooEarly('2024-11-26'),
      'La fecha de inicio no puede ser anterior al 11/26/2024 (hace dos años).',
    ],
    [
      ID_CARD_PAGE_TEXTS.ordered('Dental'),
      'Se pidió su tarjeta de identificación impresa (dental). Llega por correo en 7 a 10 días.',
    ],
    [CLAIM_SERVER_MESSAGES.claimNotFound, 'No se encontró un reclamo suyo con este número.'],
  ])('puts %j into Spanish with its values', (english, spanish) => {
    expect(localizeServerMessage(english, 'es')).toBe(spanish);
  });

  it('leaves a message with no Spanish yet in English', () => {
    expect(localizeServerMessage('Some other words.', 'es')).toBe('Some other words.');
  });
});
