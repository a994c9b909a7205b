import type { PCP_SEARCH_MESSAGES } from '../../find-care/pcp-search-rules';
import { PCP_SEARCH_TEXT_MAX, PCP_SEARCH_TEXT_MIN } from '../../find-care/pcp-search-rules';
import type { PASSWORD_STRENGTH_MESSAGES } from '../../password/password-strength';
import type { CHANGE_PASSWORD_MESSAGES } from '../../password/password-texts';
import type { RECOVERY_MESSAGES } from '../../recovery/recovery-texts';
import type { REGISTRATION_MESSAGES } from '../../registration/registration-texts';
import type { Twin } from './spanish-server-messages';

/** The web's Spanish validation templates (apps/web/src/lib/i18n/validation/locales/es.json), so both read alike. */
const required = (label: string) => `${label} es un campo obligatorio`;
const invalid = (label: string) => `${label}: valor no válido`;
const PASSWORD_HINT = 'Use de 6 a 32 caracteres: letras, dígitos y @$!%*#?&^_+-=, con al menos un dígito.';
const ANSWER_HINT = 'De 3 a 30 caracteres: letras, dígitos, símbolos y espacios.';

export const REGISTRATION_MESSAGES_ES = {
  identifierRequired: required('ID de suscriptor o de miembro'),
  identifierInvalid: invalid('ID de suscriptor o de miembro'),
  firstNameRequired: required('Nombre'),
  firstNameInvalid: invalid('Nombre'),
  lastNameRequired: required('Apellido'),
  lastNameInvalid: invalid('Apellido'),
  dateOfBirthRequired: required('Fecha de nacimiento'),
  dateOfBirthInvalid: invalid('Fecha de nacimiento'),
  usernameRequired: required('Nombre de usuario'),
  usernameInvalid: `${invalid('Nombre de usuario')}. De 3 a 16 letras y dígitos.`,
  usernameTaken: 'Este nombre de usuario ya está en uso. Elija otro.',
  passwordRequired: required('Contraseña'),
  passwordInvalid: `${invalid('Contraseña')}. ${PASSWORD_HINT}`,
  confirmRequired: required('Confirmar contraseña'),
  mismatch: 'La contraseña y su confirmación no coinciden.',
  emailRequired: required('Correo electrónico'),
  emailInvalid: invalid('Correo electrónico'),
  questionRequired: 'Elija una pregunta de seguridad.',
  questionsDistinct: 'Elija dos preguntas de seguridad diferentes.',
  answerRequired: (n: number) => required(`Respuesta ${n}`),
  answerInvalid: (n: number) => `${invalid(`Respuesta ${n}`)}. ${ANSWER_HINT}`,
  notFound:
    'No encontramos un miembro con estos datos. Compárelos con su tarjeta de identificación de miembro o comuníquese con Servicio al Cliente.',
  underAge: 'Los miembros menores de 18 años no pueden crear una cuenta en línea.',
  alreadyRegistered:
    'Ya tiene una cuenta en línea. Inicie sesión o recupere su nombre de usuario o contraseña.',
} as const satisfies Twin<typeof REGISTRATION_MESSAGES>;

export const RECOVERY_MESSAGES_ES = {
  usernameRequired: required('Nombre de usuario'),
  usernameInvalid: invalid('Nombre de usuario'),
  answerRequired: required('Respuesta de seguridad'),
  answerInvalid: invalid('Respuesta de seguridad'),
  newPasswordRequired: required('Nueva contraseña'),
  newPasswordInvalid: `${invalid('Nueva contraseña')}. ${PASSWORD_HINT}`,
  confirmRequired: required('Confirmar nueva contraseña'),
  mismatch: 'La nueva contraseña y su confirmación no coinciden.',
  linkInvalid: 'Este enlace ha vencido o ya se usó. Solicite uno nuevo.',
  wrongAnswer: (remaining: number) =>
    `Esa respuesta no coincide con nuestros registros. Le quedan ${remaining} intento(s).`,
} as const satisfies Twin<typeof RECOVERY_MESSAGES>;

export const CHANGE_PASSWORD_MESSAGES_ES = {
  currentRequired: required('Contraseña actual'),
  newRequired: required('Nueva contraseña'),
  newInvalid: `${invalid('Nueva contraseña')}. ${PASSWORD_HINT}`,
  confirmRequired: required('Confirmar nueva contraseña'),
  mismatch: 'La nueva contraseña y su confirmación no coinciden.',
  wrongCurrent: 'La contraseña actual es incorrecta.',
  sameAsCurrent: 'La nueva contraseña debe ser diferente de la contraseña actual.',
  tooManyAttempts: 'Demasiados intentos incorrectos. Espere 15 minutos e inténtelo de nuevo.',
} as const satisfies Twin<typeof CHANGE_PASSWORD_MESSAGES>;

export const PASSWORD_STRENGTH_MESSAGES_ES = {
  containsPersonalWords:
    'La contraseña no debe contener su nombre de usuario, su nombre ni su dirección de correo electrónico.',
  guessable:
    'Esta contraseña sigue un patrón fácil de adivinar, como una palabra o un nombre con un año o "123", o una fila del teclado. Pruebe tres o cuatro palabras sin relación unidas por símbolos, con un dígito.',
} as const satisfies Twin<typeof PASSWORD_STRENGTH_MESSAGES>;

export const PCP_SEARCH_MESSAGES_ES = {
  zip: 'Ingrese un código postal de 5 dígitos.',
  radius: 'Elija una distancia de la lista.',
  searchTextShort: `Ingrese al menos ${PCP_SEARCH_TEXT_MIN} caracteres o deje vacío el texto de búsqueda.`,
  searchTextLong: `Ingrese como máximo ${PCP_SEARCH_TEXT_MAX} caracteres.`,
} as const satisfies Twin<typeof PCP_SEARCH_MESSAGES>;
