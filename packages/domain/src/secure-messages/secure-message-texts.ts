/**
 * The e-mail that tells a member a message is waiting (issue 39 §1): it says only that one is, never
 * what it says, so nothing of the conversation leaves the portal.
 */
export const SECURE_MESSAGE_MAIL_TEXTS = {
  newMessageSubject: 'You have a new message',
  newMessageBody: (firstName: string) =>
    `Hello ${firstName},\n\nYou have a new message from member services. Sign in to your member dashboard and open Messages to read it.\n\nFor your privacy this e-mail does not include the message.`,
} as const;

/** The gateway's answers about secure messages (issue 39 §1): refusals with what to do instead. */
export const SECURE_MESSAGE_SERVER_MESSAGES = {
  subjectRequired: 'Enter a subject.',
  subjectTooLong: 'Keep the subject to 120 characters.',
  bodyRequired: 'Enter your message.',
  bodyTooLong: 'Keep the message to 5,000 characters.',
  notFound: 'No conversation with this number.',
  attachmentNotFound: 'No attachment with this number.',
  loginAsReadOnly: 'Staff signed in as a member may read the member’s messages but not send as the member.',
  notStaff: 'Only member services staff signed in as themselves may do this.',
  otherBrand: 'This conversation belongs to another brand.',
  closed: 'This conversation is closed. Reopen it to send a message.',
  notReopenable: 'This conversation was closed more than 30 days ago. Start a new message instead.',
  notClosed: 'This conversation is open already.',
  notOpen: 'This conversation is closed already.',
  noStaffMember: 'No member services staff member of this brand has this number.',
  started: 'Your message was sent.',
  replied: 'Your reply was sent.',
  reopened: 'The conversation is open again.',
  closedDone: 'The conversation is closed.',
  assigned: 'The conversation is assigned.',
} as const;
