import { API_PATHS, getApiPath, type MessageAttachment } from '@dash/domain/api';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * Downloads an attachment (issue 39 §1) under its name: the member's route, or staff's with their
 * staff token. The bearer token cannot ride on a plain link, so the file is fetched, then saved.
 */
export async function downloadAttachment(file: MessageAttachment, staffToken?: string): Promise<void> {
  const url = staffToken
    ? getApiPath(API_PATHS.staffMessageAttachment, { attachmentId: file.attachmentId })
    : getApiPath(API_PATHS.secureMessageAttachment, { attachmentId: file.attachmentId });
  const blob = await apiBlob(url, {
    ...(staffToken ? { token: staffToken } : {}),
    globalErrorHandling: false,
  });
  saveFile(blob, file.fileName, file.contentType);
}
