import type { ACCOUNT_FIELD_MESSAGES, ACCOUNT_SERVER_MESSAGES } from '../../account/account-texts';
import type { ACCOUNT_ACCESS_SERVER_MESSAGES } from '../../account-access/account-access-texts';
import type { ProductCategory } from '../../api/member-data';
import type { BENEFIT_RESOURCES_SERVER_MESSAGES } from '../../benefit-resources/benefit-resources-texts';
import type { BENEFITS_TEXTS } from '../../benefits/benefits-texts';
import type { CLAIM_SERVER_MESSAGES } from '../../claims/claim-texts';
import type { FIND_CARE_SERVER_MESSAGES } from '../../find-care/find-care-texts';
import { formatIsoDate } from '../../format/format';
import type { GROUP_SELECTION_TEXTS } from '../../groups/group-texts';
import type { AREA_SERVER_MESSAGES, ID_CARD_PAGE_TEXTS } from '../../id-card/id-card-page';
import type { LOGIN_AS_SERVER_MESSAGES } from '../../login-as/login-as-rules';
import type { SMART_SERVER_MESSAGES } from '../../smart/smart-texts';
import type { Twin } from './spanish-server-messages';

/**
 * SMART_SERVER_MESSAGES in Spanish: the consent page and connected apps show them in an error envelope.
 * The token endpoint's OAuth `error_description` is read by apps, not members, and stays English.
 */
export const SMART_SERVER_MESSAGES_ES = {
  unknownClient: 'Esta aplicación no está registrada con nosotros.',
  unknownRedirect: 'Esta aplicación pidió volver a una dirección que no ha registrado.',
  invalidRequest: 'La solicitud de la aplicación está incompleta o no es válida.',
  noReadableScope: 'La aplicación no pidió nada que este servicio pueda compartir.',
  staffCannotAuthorize:
    'Solo el miembro puede conectar una aplicación, no en una sesión iniciada como otro miembro.',
  grantNotFound: 'Esta aplicación no está conectada a su cuenta.',
  brandMismatch: 'Esta aplicación está registrada para otra marca.',
} as const satisfies Twin<typeof SMART_SERVER_MESSAGES>;

export const ACCOUNT_SERVER_MESSAGES_ES = {
  addressOwnerOnly: 'Solo el suscriptor puede cambiar la dirección de la familia.',
  staleAddress: 'La dirección cambió desde que la abrió. Se muestra la dirección actual.',
  stalePreferences: 'Sus preferencias cambiaron desde que las abrió. Se muestran las preferencias actuales.',
  staleSecurityAnswers: 'Sus respuestas de seguridad cambiaron desde que las abrió. Revíselas de nuevo.',
} as const satisfies Twin<typeof ACCOUNT_SERVER_MESSAGES>;

/** The security answers' field messages; the toasts' words are the web's catalogue. */
export const ACCOUNT_FIELD_MESSAGES_ES = {
  unknownQuestion: 'Elija una de las preguntas de seguridad de la lista.',
  duplicateQuestion: 'Responda cada pregunta de seguridad una sola vez.',
  // Lower-case "security answer", apart from recovery's.
  invalidAnswer: 'La respuesta de seguridad no es válida.',
} as const satisfies Twin<typeof ACCOUNT_FIELD_MESSAGES>;

export const ACCOUNT_ACCESS_SERVER_MESSAGES_ES = {
  noSuchSession: 'Ninguna sesión abierta de su cuenta tiene este id.',
  endCurrent: 'Esta es la sesión que usa ahora. Use Cerrar sesión para terminarla.',
  memberOnly: 'Solo el miembro puede terminar una sesión de su cuenta.',
  notLoginAs: 'Esta no es una sesión del personal de soporte.',
} as const satisfies Twin<typeof ACCOUNT_ACCESS_SERVER_MESSAGES>;

/** BENEFITS_TEXTS in Spanish; the earliest start keeps the date as the English writes it. */
export const BENEFITS_TEXTS_ES = {
  dateRangeInvalid: 'La fecha de fin debe ser posterior a la fecha de inicio.',
  startTooEarly: (earliest: string) =>
    `La fecha de inicio no puede ser anterior al ${formatIsoDate(earliest)} (hace dos años).`,
  noServiceDetail: 'No hay detalles para este servicio. Vuelva a sus beneficios y elija otro servicio.',
} as const satisfies Twin<typeof BENEFITS_TEXTS>;

export const BENEFIT_RESOURCES_SERVER_MESSAGES_ES = {
  notOnThisBrand: 'Los programas y los manuales para miembros no se ofrecen en este sitio.',
} as const satisfies Twin<typeof BENEFIT_RESOURCES_SERVER_MESSAGES>;

export const CLAIM_SERVER_MESSAGES_ES = {
  dateRangeInvalid:
    'Elija una fecha de fin posterior a la de inicio y una fecha de inicio de hace no más de dos años.',
  claimNotFound: 'No se encontró un reclamo suyo con este número.',
  eobNotFound: 'No se encontró una EOB suya con este número.',
  eobsSubscriberOnly: 'Solo el suscriptor puede ver las EOB.',
  noMemberWithSuffix: 'Ningún miembro de su familia tiene este sufijo.',
} as const satisfies Twin<typeof CLAIM_SERVER_MESSAGES>;

/** AREA_SERVER_MESSAGES in Spanish; the ID card e-mail itself goes out in English, apart from any screen. */
export const AREA_SERVER_MESSAGES_ES = {
  noEmailOnFile: 'No hay una dirección de correo electrónico registrada para este miembro.',
  staffMayNotOrder: 'El personal no puede pedir una tarjeta de identificación impresa para un miembro.',
  noCardForCategory: 'Este miembro no tiene una tarjeta de identificación para esa categoría.',
  noEbill: 'La factura electrónica (eBill) no está disponible para este miembro.',
  noPlanManagement: 'La administración del plan no está disponible para esta familia.',
  cancellationNotOffered: 'Esa cancelación no se ofrece para este plan.',
  onlySubscriberCancels: 'Solo el suscriptor puede cancelar el plan.',
  idCardMailSubject: 'Su tarjeta de identificación de miembro',
  idCardMailText: (firstName: string) =>
    `Adjunta está la tarjeta de identificación de miembro de ${firstName}. Muéstrela en cada visita. Esta tarjeta no garantiza la cobertura.`,
} as const satisfies Twin<typeof AREA_SERVER_MESSAGES>;

/** The card's category as the Spanish order confirmation names it (glossary). */
const CATEGORY_ES: Readonly<Record<ProductCategory, string>> = {
  Medical: 'médico',
  Dental: 'dental',
  Vision: 'visión',
  Pharmacy: 'farmacia',
};

/** ID_CARD_PAGE_TEXTS in Spanish: the printed-card order's confirmation (GET idCard/request). */
export const ID_CARD_PAGE_TEXTS_ES = {
  ordered: (category: ProductCategory) =>
    `Se pidió su tarjeta de identificación impresa (${CATEGORY_ES[category]}). Llega por correo en 7 a 10 días.`,
  alreadyOrdered: (category: ProductCategory) =>
    `Ya se pidió hoy una tarjeta de identificación impresa (${CATEGORY_ES[category]}). Llega por correo en 7 a 10 días.`,
} as const satisfies Twin<typeof ID_CARD_PAGE_TEXTS>;

/** FIND_CARE_SERVER_MESSAGES in Spanish; the selection's mail and recorded reason stay English. */
export const FIND_CARE_SERVER_MESSAGES_ES = {
  notAllowed: 'Puede elegir un proveedor de atención primaria solo para usted.',
  providerNotFound: 'No hay un proveedor con este id.',
  notPrimaryCare: 'Este proveedor no se puede elegir para atención primaria.',
  effectiveDate: 'Ingrese la fecha de entrada en vigor como mm/dd/aaaa, hoy o más adelante.',
  notEligible: 'Este miembro no es elegible para atención primaria en esa fecha.',
  selectionDone: 'Proveedor de atención primaria seleccionado.',
} as const satisfies Twin<typeof FIND_CARE_SERVER_MESSAGES>;

export const GROUP_SELECTION_TEXTS_ES = {
  notFound: 'No se encontró el grupo del miembro actual',
} as const satisfies Twin<typeof GROUP_SELECTION_TEXTS>;

export const LOGIN_AS_SERVER_MESSAGES_ES = {
  noMember: 'Ningún miembro de esta marca coincide con ese ID de suscriptor, nombre y fecha de nacimiento.',
  noSubscriber: 'Ningún suscriptor de esta marca tiene ese ID de suscriptor.',
  employee: 'Una cuenta que inicia sesión como no empleados no puede iniciar sesión como un empleado.',
  noAccount: 'Este miembro no tiene una cuenta de Panel de Miembro en la cual iniciar sesión.',
  otherBrand: 'El personal solo puede iniciar sesión como miembros de su propia marca.',
} as const satisfies Twin<typeof LOGIN_AS_SERVER_MESSAGES>;
