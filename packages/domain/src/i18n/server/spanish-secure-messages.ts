import type { SECURE_MESSAGE_SERVER_MESSAGES } from '../../secure-messages/secure-message-texts';
import type { Twin } from './spanish-server-messages';

/** Spanish of the secure messages' answers (issue 39 §1), under the same keys. */
export const SECURE_MESSAGE_SERVER_MESSAGES_ES = {
  subjectRequired: 'Escriba un asunto.',
  subjectTooLong: 'El asunto debe tener 120 caracteres como máximo.',
  bodyRequired: 'Escriba su mensaje.',
  bodyTooLong: 'El mensaje debe tener 5.000 caracteres como máximo.',
  notFound: 'No hay una conversación con este número.',
  attachmentNotFound: 'No hay un archivo adjunto con este número.',
  loginAsReadOnly:
    'El personal que inició sesión como un miembro puede leer los mensajes del miembro, pero no enviar en su nombre.',
  notStaff:
    'Solo el personal de servicios para miembros que inició sesión con su propia cuenta puede hacer esto.',
  otherBrand: 'Esta conversación pertenece a otra marca.',
  closed: 'Esta conversación está cerrada. Vuelva a abrirla para enviar un mensaje.',
  notReopenable: 'Esta conversación se cerró hace más de 30 días. Envíe un mensaje nuevo.',
  notClosed: 'Esta conversación ya está abierta.',
  notOpen: 'Esta conversación ya está cerrada.',
  noStaffMember: 'Ningún miembro del personal de servicios para miembros de esta marca tiene este número.',
  started: 'Su mensaje fue enviado.',
  replied: 'Su respuesta fue enviada.',
  reopened: 'La conversación está abierta de nuevo.',
  closedDone: 'La conversación está cerrada.',
  assigned: 'La conversación está asignada.',
} as const satisfies Twin<typeof SECURE_MESSAGE_SERVER_MESSAGES>;
