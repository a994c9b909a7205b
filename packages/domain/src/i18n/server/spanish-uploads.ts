import type { UPLOAD_SERVER_MESSAGES } from '../../uploads/upload-texts';
import type { Twin } from './spanish-server-messages';

/** Spanish of the refusals of a form with files (issue 39 §1, §3), under the same keys. */
export const UPLOAD_SERVER_MESSAGES_ES = {
  tooManyAttachments: 'Adjunte 3 archivos como máximo.',
  attachmentTooLarge: 'Cada archivo debe pesar 5 MB o menos.',
  attachmentWrongType:
    'Adjunte solo archivos PDF, JPEG o PNG. Se revisa el contenido del archivo, no su nombre.',
  unreadableForm: 'No se pudo leer el formulario. Inténtelo de nuevo.',
} as const satisfies Twin<typeof UPLOAD_SERVER_MESSAGES>;
