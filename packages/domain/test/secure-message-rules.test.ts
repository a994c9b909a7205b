import { describe, expect, it } from 'vitest';
import { getMessagesLink } from '../src/navigation/messages-link';
import {
  type AttachmentFacts,
  getAttachmentFileName,
  getAttachmentRefusal,
  MAX_ATTACHMENT_BYTES,
} from '../src/secure-messages/attachment-rules';
import {
  canReopen,
  countUnread,
  getSendRefusal,
  isStaffOf,
  REOPEN_WINDOW_DAYS,
  type SendAttempt,
  type SentMessage,
} from '../src/secure-messages/conversation-rules';
import { MESSAGE_TOPICS } from '../src/secure-messages/message-topics';
import type { SessionIdentity } from '../src/session/staff-access';

const pdf = (byteSize = 1000): AttachmentFacts => ({ detectedType: 'application/pdf', byteSize });
const png: AttachmentFacts = { detectedType: 'image/png', byteSize: 2000 };
const jpeg: AttachmentFacts = { detectedType: 'image/jpeg', byteSize: 3000 };

describe('topics (issue 39 §1)', () => {
  it('are the six the member chooses from', () => {
    expect(MESSAGE_TOPICS).toEqual(['claims', 'benefits', 'id-card', 'billing', 'primary-care', 'other']);
  });
});

describe('getAttachmentRefusal (issue 39 §1)', () => {
  const table: Array<[string, AttachmentFacts[], ReturnType<typeof getAttachmentRefusal>]> = [
    ['no attachment', [], null],
    ['one PDF', [pdf()], null],
    ['a PDF, a PNG and a JPEG', [pdf(), png, jpeg], null],
    ['exactly 5 MB', [pdf(MAX_ATTACHMENT_BYTES)], null],
    ['four files', [pdf(), pdf(), png, jpeg], 'tooManyAttachments'],
    ['one byte over 5 MB', [pdf(MAX_ATTACHMENT_BYTES + 1)], 'attachmentTooLarge'],
    ['a GIF', [{ detectedType: 'image/gif', byteSize: 10 }], 'attachmentWrongType'],
    ['bytes of no known type', [{ detectedType: null, byteSize: 10 }], 'attachmentWrongType'],
    ['an empty file', [{ detectedType: null, byteSize: 0 }], 'attachmentWrongType'],
    [
      'a good file beside a bad one',
      [pdf(), { detectedType: 'application/zip', byteSize: 5 }],
      'attachmentWrongType',
    ],
    ['too many before too large', [pdf(MAX_ATTACHMENT_BYTES + 1), pdf(), pdf(), pdf()], 'tooManyAttachments'],
    [
      'too large before wrong type',
      [pdf(MAX_ATTACHMENT_BYTES + 1), { detectedType: null, byteSize: 1 }],
      'attachmentTooLarge',
    ],
  ];
  it.each(table)('%s', (_name, files, expected) => {
    expect(getAttachmentRefusal(files)).toBe(expected);
  });
});

describe('getAttachmentFileName', () => {
  const table: Array<[string, Parameters<typeof getAttachmentFileName>[1], string]> = [
    ['receipt.pdf', 'application/pdf', 'receipt.pdf'],
    ['Receipt.PDF', 'application/pdf', 'Receipt.pdf'],
    ['scan.pdf', 'image/png', 'scan.pdf.png'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpg'],
    ['C:\\Users\\alex\\card.png', 'image/png', 'card.png'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['bill "March";\r\n.pdf', 'application/pdf', 'bill _March____.pdf'],
    ['', 'image/png', 'attachment.png'],
    ['.hidden', 'image/png', 'attachment.hidden.png'],
  ];
  it.each(table)('%s as %s is %s', (original, type, expected) => {
    expect(getAttachmentFileName(original, type)).toBe(expected);
  });

  it('keeps a long name to 100 characters', () => {
    expect(getAttachmentFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf').length).toBeLessThanOrEqual(
      100,
    );
  });
});

describe('canReopen (issue 39 §1: within 30 days of closing)', () => {
  const closedAt = new Date('2026-03-01T12:00:00Z');
  const after = (days: number, ms = 0) => new Date(closedAt.getTime() + days * 86_400_000 + ms);
  const table: Array<[string, { status: 'open' | 'closed'; closedAt: Date | null }, Date, boolean]> = [
    ['closed a minute ago', { status: 'closed', closedAt }, after(0, 60_000), true],
    ['closed 29 days ago', { status: 'closed', closedAt }, after(29), true],
    ['closed exactly 30 days ago', { status: 'closed', closedAt }, after(REOPEN_WINDOW_DAYS), true],
    ['closed 30 days and a second ago', { status: 'closed', closedAt }, after(30, 1000), false],
    ['closed 90 days ago', { status: 'closed', closedAt }, after(90), false],
    ['open', { status: 'open', closedAt: null }, after(1), false],
    ['closed with no closing time', { status: 'closed', closedAt: null }, after(1), false],
  ];
  it.each(table)('%s', (_name, conversation, now, expected) => {
    expect(canReopen(conversation, now)).toBe(expected);
  });
});

describe('countUnread (issue 39 §1)', () => {
  // Ids as the database gives them; 3 and 4 were sent in the same millisecond, which ids tell apart.
  const thread: SentMessage[] = [
    { messageId: 1, author: 'member' },
    { messageId: 2, author: 'staff' },
    { messageId: 3, author: 'member' },
    { messageId: 4, author: 'staff' },
    { messageId: 5, author: 'staff' },
  ];
  const table: Array<[string, 'member' | 'staff', number | null, number]> = [
    ['member never read', 'member', null, 3],
    ['member read their own first message', 'member', 1, 3],
    ['member read the first reply', 'member', 2, 2],
    ['member read a reply, not the one sent in the same millisecond', 'member', 4, 1],
    ['member read the last reply', 'member', 5, 0],
    ['staff never read', 'staff', null, 2],
    ['staff read the first message', 'staff', 1, 1],
    ['staff read the member’s last message', 'staff', 3, 0],
    ['staff read past their own replies', 'staff', 5, 0],
  ];
  it.each(table)('%s', (_name, reader, lastReadMessageId, expected) => {
    expect(countUnread(thread, reader, lastReadMessageId)).toBe(expected);
  });
});

describe('getSendRefusal (issue 39 §1: who may send)', () => {
  const member: SessionIdentity = { role: 'member', issuedByRole: null };
  const loginAs: SessionIdentity = { role: 'member', issuedByRole: 'logInAsAnyone' };
  const support: SessionIdentity = { role: 'logInAsAnyone', issuedByRole: null };
  const agent: SessionIdentity = { role: 'logInAsNonEmp', issuedByRole: null };
  const attempt = (overrides: Partial<SendAttempt>): SendAttempt => ({
    side: 'member',
    session: member,
    domainId: 1,
    conversationDomainId: 1,
    status: 'open',
    ...overrides,
  });
  const table: Array<[string, SendAttempt, ReturnType<typeof getSendRefusal>]> = [
    ['member starts a conversation', attempt({ status: null }), null],
    ['member replies to an open one', attempt({}), null],
    ['member replies to a closed one', attempt({ status: 'closed' }), 'closed'],
    ['login-as session starts one', attempt({ session: loginAs, status: null }), 'loginAsReadOnly'],
    ['login-as session replies', attempt({ session: loginAs }), 'loginAsReadOnly'],
    ['staff token on the member side', attempt({ session: support }), 'loginAsReadOnly'],
    ['support replies on their brand', attempt({ side: 'staff', session: support }), null],
    ['agent replies on their brand', attempt({ side: 'staff', session: agent }), null],
    [
      'staff of brand 2 on a brand 1 conversation',
      attempt({ side: 'staff', session: support, domainId: 2 }),
      'otherBrand',
    ],
    [
      'staff on a closed conversation',
      attempt({ side: 'staff', session: support, status: 'closed' }),
      'closed',
    ],
    ['a member on the staff side', attempt({ side: 'staff', session: member }), 'notStaff'],
    ['a login-as session on the staff side', attempt({ side: 'staff', session: loginAs }), 'notStaff'],
  ];
  it.each(table)('%s', (_name, input, expected) => {
    expect(getSendRefusal(input)).toBe(expected);
  });
});

describe('isStaffOf (issue 39 §1: staff never see another brand)', () => {
  const table: Array<[string, SessionIdentity, number, number, boolean]> = [
    ['support on their brand', { role: 'logInAsAnyone', issuedByRole: null }, 1, 1, true],
    ['agent on their brand', { role: 'logInAsNonEmp', issuedByRole: null }, 1, 1, true],
    ['mastaff on brand 1', { role: 'logInAsAnyone', issuedByRole: null }, 2, 1, false],
    ['pstaff on brand 5', { role: 'logInAsAnyone', issuedByRole: null }, 5, 5, true],
    ['a login-as session', { role: 'member', issuedByRole: 'logInAsAnyone' }, 1, 1, false],
    ['a member', { role: 'member', issuedByRole: null }, 1, 1, false],
  ];
  it.each(table)('%s', (_name, session, domainId, conversationDomainId, expected) => {
    expect(isStaffOf(session, domainId, conversationDomainId)).toBe(expected);
  });
});

describe('getMessagesLink (issue 39 §1: the unread count in the shell)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [12, 12],
    [-1, 0],
  ])('%i unread shows %i', (unread, expected) => {
    expect(getMessagesLink(unread)).toEqual({ route: '/messages', unread: expected });
  });
});
