import { getAttachmentFileName, getAttachmentRefusal, isAttachmentType } from '@dash/domain';
import { fileTypeFromBuffer } from 'file-type';
import { BadRequestError } from '../errors';
import type { NewAttachment } from './new-attachment';

/** A file as the multipart form brought it: the name the member's device gave it and its bytes. */
export interface UploadedFile {
  readonly fileName: string;
  readonly content: Uint8Array;
  /** The form's limit cut the file short: it was larger than 5 MB. */
  readonly truncated: boolean;
}

/**
 * The files of a message (issue 39 §1) or of a submitted claim's receipt (§3), checked: at most three, 5 MB each, and a PDF, JPEG or PNG by
 * their bytes (file-type reads the signature), never by their name or the type the browser sent.
 * Refused with the rule's message before anything is written.
 */
export async function checkAttachments(files: readonly UploadedFile[]): Promise<NewAttachment[]> {
  const facts = await Promise.all(
    files.map(async (file) => ({
      file,
      detectedType:
        file.content.byteLength > 0 ? ((await fileTypeFromBuffer(file.content))?.mime ?? null) : null,
      byteSize: file.truncated ? Number.POSITIVE_INFINITY : file.content.byteLength,
    })),
  );
  const refusal = getAttachmentRefusal(facts);
  if (refusal !== null) {
    throw new BadRequestError(`uploads.${refusal}`, {
      fieldErrors: { attachments: [`uploads.${refusal}`] },
    });
  }
  return facts.flatMap(({ file, detectedType }) =>
    isAttachmentType(detectedType)
      ? [
          {
            fileName: getAttachmentFileName(file.fileName, detectedType),
            contentType: detectedType,
            content: file.content,
          },
        ]
      : [],
  );
}
