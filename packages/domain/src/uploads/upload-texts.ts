/**
 * The gateway's refusals of a form with files (issue 39): a secure message's (§1) and a submitted
 * claim's (§3) share the form's reader and the files' check (apps/gateway/src/uploads/), so they share
 * these words, the same whichever form was sent.
 */
export const UPLOAD_SERVER_MESSAGES = {
  tooManyAttachments: 'Attach at most 3 files.',
  attachmentTooLarge: 'Each file must be 5 MB or smaller.',
  attachmentWrongType: 'Attach PDF, JPEG or PNG files only. The file’s contents are checked, not its name.',
  unreadableForm: 'The form could not be read. Try again.',
} as const;
