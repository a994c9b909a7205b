import type { CLAIM_SUBMISSION_SERVER_MESSAGES } from '../../claim-submissions/claim-submission-texts';
import type { Twin } from './spanish-server-messages';

/** The gateway's answers about submitted claims in Spanish (issue 39 §3). */
export const CLAIM_SUBMISSION_SERVER_MESSAGES_ES = {
  memberRequired: 'Elija quién recibió el servicio.',
  claimTypeRequired: 'Elija médico o dental.',
  claimTypeNotOffered: 'Este plan acepta solo reclamos dentales.',
  providerRequired: 'Escriba el nombre del proveedor o del centro.',
  providerTooLong: 'El nombre del proveedor no debe pasar de 120 caracteres.',
  addressRequired: 'Escriba la dirección del proveedor.',
  addressTooLong: 'La dirección no debe pasar de 200 caracteres.',
  countryRequired: 'Elija el país donde recibió el servicio.',
  serviceDateRequired: 'Escriba la fecha del servicio como aaaa-mm-dd.',
  serviceDateInFuture: 'La fecha del servicio no puede ser futura.',
  serviceDateTooOld: 'Los reclamos se pueden enviar hasta un año después de la fecha del servicio.',
  servicesRequired: 'Describa los servicios que recibió.',
  servicesTooLong: 'Los servicios no deben pasar de 1.000 caracteres.',
  teethTooLong: 'Los números y las superficies de los dientes no deben pasar de 200 caracteres.',
  amountInvalid:
    'Escriba el monto pagado, mayor que cero, con dos decimales como máximo (por ejemplo 125.50).',
  currencyRequired: 'Elija la moneda en que pagó.',
  receiptRequired: 'Adjunte el recibo detallado (PDF, JPEG o PNG).',
  noMemberWithSuffix: 'Ningún miembro de su familia tiene este número.',
  loginAsReadOnly: 'El personal que inició sesión como miembro puede ver sus reclamos, pero no enviar uno.',
  notStaff:
    'Solo el personal de servicios para miembros que inició sesión con su propia cuenta puede hacer esto.',
  notFound: 'No hay un reclamo enviado con este número.',
  attachmentNotFound: 'No hay un recibo con este número.',
  submitted: 'Recibimos su reclamo. Le avisaremos a medida que se procese.',
} as const satisfies Twin<typeof CLAIM_SUBMISSION_SERVER_MESSAGES>;
