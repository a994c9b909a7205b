import type { LOGIN_ERROR_MESSAGES } from '../../messages/login-messages';
import type { SERVER_MESSAGES } from '../../messages/server-messages';
import type { SIGN_IN_SERVER_MESSAGES } from '../../messages/sign-in-server-messages';
import { EMAIL_CODE_MINUTES } from '../../mfa/mfa-rules';
import type { MFA_SERVER_MESSAGES } from '../../mfa/mfa-texts';
import type { OUTSIDE_SERVER_MESSAGES } from '../../outside/outside-texts';

/**
 * The same shape with every text in another language: a key missing from a twin, or one it adds,
 * fails the type check; a message built from values stays a function of the same values.
 */
export type Twin<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Twin<T[K]>;
};

/** SERVER_MESSAGES in Spanish (issue 17, decision 025). */
export const SERVER_MESSAGES_ES = {
  noMember: 'No hay un miembro para esta sesión.',
  noPreferences: 'No hay preferencias para este miembro.',
  noSuffixInFamily: 'No hay un miembro con este sufijo en su familia.',
  noMemberKeyInFamily: 'No hay un miembro con esta clave en su familia.',
  medicareMaterialsForbidden: 'Los materiales de Medicare no están disponibles para este miembro.',
  noCalendar: 'No hay un calendario de días festivos para esta marca.',
  noIdCard: 'No hay una tarjeta de identificación para este miembro.',
  otherBrandDomain: 'El dominio no es la marca de este inicio de sesión.',
  eobForSubscribers: 'Elija cómo desea recibir su Explicación de Beneficios.',
  eobNotOffered: 'Solo el suscriptor responde a la opción de Explicación de Beneficios electrónica.',
  sessionEnded: 'Su sesión ha terminado. Por favor, inicie sesión de nuevo.',
  needsSignInToken: 'Este paso es parte del inicio de sesión y necesita un token de inicio de sesión.',
  finishSigningIn: 'Termine de iniciar sesión primero.',
  somethingWrong: 'Algo salió mal de nuestro lado.',
  outOfRange: 'Un valor de la solicitud está fuera de rango.',
  unavailable: 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  tooManyRequests: 'Demasiadas solicitudes. Espere e inténtelo de nuevo.',
  unreadableRequest: 'No se pudo leer la solicitud.',
  requestTimedOut: 'La solicitud tardó demasiado en llegar.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  staffReadOnly:
    'El personal de soporte que inició sesión como miembro puede ver esta información, pero no cambiarla. El miembro hace este cambio.',
  notFound: 'No se encontró.',
  malformedIfMatch: 'If-Match debe nombrar una sola versión, como la envió el ETag de la lectura.',
  noSuchAddress: (method: string, url: string) => `No existe esta dirección: ${method} ${url}`,
  // The field names stay the API's.
  invalidRequest: (fields: readonly string[]) => `La solicitud no es válida: ${fields.join(', ')}.`,
} as const satisfies Twin<typeof SERVER_MESSAGES>;

/** SIGN_IN_SERVER_MESSAGES in Spanish. */
export const SIGN_IN_SERVER_MESSAGES_ES = {
  pendingStep: {
    mfa: 'Primero ingrese su código de inicio de sesión.',
    'login-as': 'Primero elija un miembro como el cual iniciar sesión.',
    'group-selection': 'Primero elija el grupo en el que desea iniciar sesión.',
    'update-preferences': 'Primero actualice sus preferencias de comunicación.',
    'registration-policies': 'Primero acepte la política de comunicaciones digitales.',
    'change-password': 'Primero cambie su contraseña.',
  },
  staffOnly: 'Solo el personal de soporte puede iniciar sesión como miembro.',
  passwordOwnerOnly: 'Solo su miembro cambia una contraseña.',
  memberOnly: 'Solo el miembro puede cerrar sesión en todas partes.',
  unlockStaffOnly:
    'Solo el personal de soporte que puede iniciar sesión como cualquier miembro puede desbloquear una cuenta.',
  outboxStaffOnly: 'Solo el personal de soporte puede consultar la bandeja de salida.',
  noLockedAccount: 'No hay una cuenta bloqueada con este nombre de usuario.',
  notLoginAsSession: 'Esta sesión no se abrió como otro miembro.',
  sessionIdle: 'Su sesión terminó después de un período de inactividad. Por favor, inicie sesión de nuevo.',
} as const satisfies Twin<typeof SIGN_IN_SERVER_MESSAGES>;

/** LOGIN_ERROR_MESSAGES in Spanish (document 1 §8). */
export const LOGIN_ERROR_MESSAGES_ES = {
  attemptsRemaining: (attemptsRemaining: number) =>
    `Nombre de usuario y/o contraseña no reconocidos. Le quedan ${attemptsRemaining} intento(s).`,
  accountLocked:
    'Su cuenta está bloqueada por demasiados intentos de inicio de sesión. Para desbloquearla, comuníquese con Servicio al Cliente.',
  failed: 'Nombre de usuario y/o contraseña no reconocidos. Inténtelo de nuevo.',
} as const satisfies Twin<typeof LOGIN_ERROR_MESSAGES>;

/** MFA_SERVER_MESSAGES in Spanish; the code e-mail itself is sent in English, apart from any request. */
export const MFA_SERVER_MESSAGES_ES = {
  wrongCode: (attemptsRemaining: number) =>
    `Ese código no es correcto. ${attemptsRemaining === 1 ? 'Le queda 1 intento' : `Le quedan ${attemptsRemaining} intentos`} antes de que su cuenta se bloquee.`,
  invalidCode: 'Ingrese el código de 6 dígitos o un código de recuperación.',
  notPending: 'No se pide un código para este inicio de sesión.',
  alreadyOn:
    'El inicio de sesión en dos pasos ya está activado. Desactívelo primero para cambiar cómo recibe su código.',
  notOn: 'El inicio de sesión en dos pasos no está activado.',
  noEnrolment: 'Comience de nuevo: active el inicio de sesión en dos pasos.',
  noEmailAddress: 'Primero agregue una dirección de correo electrónico a sus preferencias de comunicación.',
  notEmailMethod:
    'Los códigos se envían por correo electrónico solo cuando el inicio de sesión en dos pasos usa correo electrónico.',
  emailSubject: 'Su código de inicio de sesión',
  emailBody: (code: string) =>
    `Su código de inicio de sesión es ${code}. Funciona una vez, durante ${EMAIL_CODE_MINUTES} minutos. Si usted no intentó iniciar sesión, cambie su contraseña.`,
} as const satisfies Twin<typeof MFA_SERVER_MESSAGES>;

/** The local accreditation stand-in's description (OUTSIDE_TEXTS.accreditationStandIn) in Spanish. */
export const ACCREDITATION_STAND_IN_ES =
  'Acreditación del plan de salud por la National Quality Review Board (sustituto ficticio).';

/** OUTSIDE_SERVER_MESSAGES in Spanish; the sign-on stand-ins' pages themselves are English. */
export const OUTSIDE_SERVER_MESSAGES_ES = {
  noChat: 'No hay chat para este miembro.',
  outsideUnavailable: 'El servicio externo no respondió.',
  accreditationStandIn: ACCREDITATION_STAND_IN_ES,
  signOnRefused: 'No se aceptó el token de inicio de sesión. Por favor, inicie sesión de nuevo.',
} as const satisfies Twin<typeof OUTSIDE_SERVER_MESSAGES>;
