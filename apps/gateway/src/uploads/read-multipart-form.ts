import {
  ATTACHMENT_FIELD,
  findSchemaMessage,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  serverMessage,
} from '@dash/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BadRequestError, type FieldMessage } from '../errors';
import type { UploadedFile } from './attachment-check';

/** A file the form's limit cut short reads as larger than the rule allows, so the rule refuses it. */
const FILE_LIMIT_CODE = 'FST_REQ_FILE_TOO_LARGE';

/**
 * Multipart bodies for the routes of the calling plugin only (@fastify/multipart): one file over the
 * limit, or one file more than allowed, is read only far enough for the rule to refuse it with its
 * message. A secure message's form (issue 39 §1) and a submitted claim's (§3) share it; the claim's has
 * more text fields.
 */
export async function registerMultipartForms(
  app: FastifyInstance,
  { fields = 10 }: { readonly fields?: number } = {},
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: MAX_ATTACHMENTS + 1,
      fields,
      fieldSize: 20_000,
      parts: MAX_ATTACHMENTS + fields + 1,
    },
  });
}

/** Zod's issues as the envelope's field errors, in the catalogue's words where it has them. */
function fieldErrorsOf(error: z.ZodError): Record<string, FieldMessage[]> {
  const fieldErrors: Record<string, FieldMessage[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    const known = findSchemaMessage(issue.message);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), known ?? { text: issue.message }];
  }
  return fieldErrors;
}

/**
 * A multipart form with files (a secure message's, issue 39 §1; a submitted claim's, §3): its text
 * fields checked with the contract's schema, and its files (field `attachments`) with their names and
 * bytes, for the service to check by content (attachment-check.ts). The refusals' words are the uploads'
 * catalogue's (`uploads.*`), the same for either form.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ fields: z.output<S>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new BadRequestError('uploads.unreadableForm');
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname !== ATTACHMENT_FIELD) continue;
      files.push({ fileName: part.filename, content, truncated: part.file.truncated });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new BadRequestError('uploads.tooManyAttachments', {
        fieldErrors: { attachments: ['uploads.tooManyAttachments'] },
      });
    }
    if (code === FILE_LIMIT_CODE) {
      throw new BadRequestError('uploads.attachmentTooLarge', {
        fieldErrors: { attachments: ['uploads.attachmentTooLarge'] },
      });
    }
    throw new BadRequestError('uploads.unreadableForm');
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new BadRequestError(serverMessage('server.invalidRequest', Object.keys(fieldErrors)), {
      fieldErrors,
    });
  }
  return { fields: parsed.data, files };
}
