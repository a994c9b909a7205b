import { API_PATHS, getApiPath, type SubmittedClaimAttachment } from '@dash/domain/api';
import { apiBlob } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** Downloads a receipt (issue 39 §3) with the staff token, fetched then saved, as a message's file. */
export async function downloadReceipt(file: SubmittedClaimAttachment, staffToken: string): Promise<void> {
  const url = getApiPath(API_PATHS.staffClaimSubmissionAttachment, { attachmentId: file.attachmentId });
  const blob = await apiBlob(url, { token: staffToken, globalErrorHandling: false });
  saveFile(blob, file.fileName, file.contentType);
}
