import type { FastifyReply } from 'fastify';
import type { AttachmentDownload } from '../../services/secure-messages/secure-messages-deps';

/**
 * An attachment as a download, never shown in the page (issue 39 §1): its strict type, nosniff, as an
 * attachment under its checked name (letters, digits and `_ .()-` only, so it needs no escaping), and
 * kept by no cache.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentDownload) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(file.content));
}
