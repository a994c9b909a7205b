/** The file types a message may carry (issue 39 §1), as detected from the file's bytes. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The multipart field name of the files. */
export const ATTACHMENT_FIELD = 'attachments';

/** At most three attachments a message, 5 MB each (issue 39 §1). */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const EXTENSION_OF: Readonly<Record<AttachmentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** One uploaded file as the rule needs it: its type read from its bytes (null when unknown) and size. */
export interface AttachmentFacts {
  readonly detectedType: string | null;
  readonly byteSize: number;
}

/** Why a form's files are refused; each is a message of the uploads' server catalogue (`uploads.*`). */
export type AttachmentRefusal = 'tooManyAttachments' | 'attachmentTooLarge' | 'attachmentWrongType';

export function isAttachmentType(type: string | null): type is AttachmentType {
  return (ATTACHMENT_TYPES as readonly (string | null)[]).includes(type);
}

/**
 * Why the files of one message are refused, or null when all may be stored (issue 39 §1): more than
 * three, then any over 5 MB, then any whose bytes are not a PDF, JPEG or PNG (an empty file is none).
 */
export function getAttachmentRefusal(files: readonly AttachmentFacts[]): AttachmentRefusal | null {
  if (files.length > MAX_ATTACHMENTS) return 'tooManyAttachments';
  if (files.some((file) => file.byteSize > MAX_ATTACHMENT_BYTES)) return 'attachmentTooLarge';
  if (files.some((file) => file.byteSize === 0 || !isAttachmentType(file.detectedType))) {
    return 'attachmentWrongType';
  }
  return null;
}

/**
 * The name an attachment is stored and downloaded under: the member's name without folders or
 * characters a header or a file system would misread, at most 100 characters, ending in the
 * extension of the type its bytes are (a PNG named "scan.pdf" downloads as "scan.pdf.png").
 */
export function getAttachmentFileName(original: string, type: AttachmentType): string {
  const extension = EXTENSION_OF[type];
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[^\w .()-]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 90);
  const stem = base === '' || base.startsWith('.') ? `attachment${base}` : base;
  const withoutExtension = stem.replace(new RegExp(`\\.(${extension}|jpeg)$`, 'i'), '');
  return `${withoutExtension}.${extension}`;
}
