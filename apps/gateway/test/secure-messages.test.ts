import {
  MAX_ATTACHMENT_BYTES,
  SECURE_MESSAGE_MAIL_TEXTS,
  SECURE_MESSAGE_SERVER_MESSAGES,
  UPLOAD_SERVER_MESSAGES,
} from '@dash/domain';
import {
  API_PATHS,
  ApiError,
  ConversationChanged,
  ConversationDetail,
  ConversationList,
  getApiPath,
  ShellContext,
  StaffInbox,
} from '@dash/domain/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecureMessagesRepository } from '../src/repositories/secure-messages-repository';
import {
  createGetConversation,
  createListConversations,
} from '../src/services/secure-messages/read-member-conversations';
import { createReopenConversation } from '../src/services/secure-messages/send-member-message';
import { callerOf } from './helpers/caller';
import {
  authGet,
  HOST_BY_DOMAIN,
  sessionToken,
  staffSessionToken,
  type TestDomain,
  temporaryToken,
} from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const TEXT = new TextEncoder().encode('not a pdf at all, only text\n');

interface FilePart {
  readonly name: string;
  readonly content: Uint8Array;
  readonly type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, files: readonly FilePart[] = []) {
  const boundary = '----dash-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
let alex: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  alex = await sessionToken(t.app, 'alex');
  support = await temporaryToken(t.app, 'support');
});
afterAll(() => t.close());

function postForm(
  url: string,
  token: string,
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function postJson(url: string, token: string, payload?: object, domainId: TestDomain = 1) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: HOST_BY_DOMAIN[domainId], authorization: `Bearer ${token}` },
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

const conversationUrl = (conversationId: number) => getApiPath(API_PATHS.secureMessage, { conversationId });
const staffUrl = (conversationId: number) => getApiPath(API_PATHS.staffMessage, { conversationId });

async function list(token = alex) {
  const response = await authGet(t.app, API_PATHS.secureMessages, token);
  expect(response.statusCode, response.body).toBe(200);
  return ConversationList.parse(response.json());
}

async function rowCounts() {
  const count = async (table: 'message_conversations' | 'message_entries' | 'message_attachments') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return [
    await count('message_conversations'),
    await count('message_entries'),
    await count('message_attachments'),
  ];
}

/** Staff close the conversation, and its closing is moved back 31 days: past the reopening window. */
async function closeLongAgo(conversation: { conversationId: number }) {
  await postJson(getApiPath(API_PATHS.staffMessageClose, conversation), support);
  await t.database.db
    .updateTable('message_conversations')
    .set({ closed_at: new Date(Date.now() - 31 * 86_400_000) })
    .where('conversation_id', '=', conversation.conversationId)
    .execute();
}

async function start(files: readonly FilePart[] = [], subject = 'A question') {
  return postForm(
    API_PATHS.secureMessages,
    alex,
    { subject, topic: 'benefits', body: 'Is acupuncture covered?' },
    files,
  );
}

describe('the member’s conversations (issue 39 §1)', () => {
  it('lists the seeded conversations with the unread staff reply, and reading one marks it read', async () => {
    const before = await list();
    expect(before.conversations.map((c) => [c.topic, c.status])).toEqual([
      ['claims', 'open'],
      ['id-card', 'closed'],
    ]);
    expect(before.unreadTotal).toBe(1);
    const claim = before.conversations[0];
    if (!claim) throw new Error('no conversation');
    const detail = ConversationDetail.parse(
      (await authGet(t.app, conversationUrl(claim.conversationId), alex)).json(),
    );
    expect(detail.messages.map((m) => [m.author, m.authorName])).toEqual([
      ['member', 'Alex Rivera'],
      ['staff', 'Support'],
    ]);
    expect(detail.canReply).toBe(true);
    expect((await list()).unreadTotal).toBe(0);
  });

  it('counts the unread replies in the shell, which follows a read (the database tells the cache)', async () => {
    const unreadInShell = async () =>
      ShellContext.parse((await authGet(t.app, API_PATHS.shell, alex)).json()).unreadMessages;
    expect(await unreadInShell()).toBe(0);
    const [claim] = (await list()).conversations;
    if (!claim) throw new Error('no conversation');
    await postJson(getApiPath(API_PATHS.staffMessageReplies, claim), support, { body: 'One more thing.' });
    await expect.poll(unreadInShell).toBe(1);
    await authGet(t.app, conversationUrl(claim.conversationId), alex);
    await expect.poll(unreadInShell).toBe(0);
  });

  it('starts a conversation with a PDF and a PNG, each downloadable with strict headers', async () => {
    const response = await start([
      { name: 'receipt.pdf', content: PDF },
      // Named as a PDF, sent as one: its bytes are a PNG, and it is stored as one.
      { name: 'scan.pdf', content: PNG, type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { conversationId, message } = ConversationChanged.parse(response.json());
    expect(message).toBe(SECURE_MESSAGE_SERVER_MESSAGES.started);
    const detail = ConversationDetail.parse(
      (await authGet(t.app, conversationUrl(conversationId), alex)).json(),
    );
    const files = detail.messages[0]?.attachments ?? [];
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['receipt.pdf', 'application/pdf'],
      ['scan.pdf.png', 'image/png'],
    ]);
    const [pdf, png] = files;
    if (!pdf || !png) throw new Error('attachments missing');
    const download = await authGet(
      t.app,
      getApiPath(API_PATHS.secureMessageAttachment, { attachmentId: png.attachmentId }),
      alex,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe('attachment; filename="scan.pdf.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(Buffer.from(PNG))).toBe(true);
  });

  it.each([
    [
      'a text file named .pdf',
      [{ name: 'receipt.pdf', content: TEXT }],
      UPLOAD_SERVER_MESSAGES.attachmentWrongType,
    ],
    [
      'a good file beside a text file',
      [
        { name: 'fine.pdf', content: PDF },
        { name: 'notes.png', content: TEXT },
      ],
      UPLOAD_SERVER_MESSAGES.attachmentWrongType,
    ],
    [
      'an empty file',
      [{ name: 'empty.pdf', content: new Uint8Array() }],
      UPLOAD_SERVER_MESSAGES.attachmentWrongType,
    ],
    [
      'four files',
      [PDF, PDF, PDF, PDF].map((content, i) => ({ name: `f${i}.pdf`, content })),
      UPLOAD_SERVER_MESSAGES.tooManyAttachments,
    ],
    [
      'a file over 5 MB',
      [{ name: 'big.pdf', content: Buffer.concat([Buffer.from(PDF), Buffer.alloc(MAX_ATTACHMENT_BYTES)]) }],
      UPLOAD_SERVER_MESSAGES.attachmentTooLarge,
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, files, expected) => {
    const before = await rowCounts();
    const response = await start(files);
    expect(response.statusCode, response.body).toBe(400);
    const error = ApiError.parse(response.json());
    expect(error.message).toBe(expected);
    expect(error.fieldErrors?.attachments).toEqual([expected]);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a body that is no form with files in the uploads' words, as a claim's form is", async () => {
    const before = await rowCounts();
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.secureMessages,
      headers: { host: 'localhost', authorization: `Bearer ${alex}` },
      payload: { subject: 'A question', topic: 'benefits', body: 'Is acupuncture covered?' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ApiError.parse(response.json()).message).toBe(UPLOAD_SERVER_MESSAGES.unreadableForm);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a missing subject field by field, in Spanish when asked', async () => {
    const body = multipart({ subject: ' ', topic: 'claims', body: '' });
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.secureMessages,
      headers: {
        host: 'localhost',
        authorization: `Bearer ${alex}`,
        'content-type': body.contentType,
        'accept-language': 'es',
      },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    const error = ApiError.parse(response.json());
    expect(error.fieldErrors?.subject).toEqual(['Escriba un asunto.']);
    expect(error.fieldErrors?.body).toEqual(['Escriba su mensaje.']);
  });

  it('keeps a conversation to its member: jordan (same family) and margaret (another brand) find nothing', async () => {
    const mine = (await list()).conversations[0];
    if (!mine) throw new Error('no conversation');
    const jordan = await sessionToken(t.app, 'jordan');
    expect((await list(jordan)).conversations).toEqual([]);
    expect((await authGet(t.app, conversationUrl(mine.conversationId), jordan)).statusCode).toBe(404);
    const margaret = await sessionToken(t.app, 'margaret', 2);
    expect((await authGet(t.app, conversationUrl(mine.conversationId), margaret, 2)).statusCode).toBe(404);
    const reply = await postForm(getApiPath(API_PATHS.secureMessageReplies, mine), jordan, { body: 'hi' });
    expect(reply.statusCode).toBe(404);
  });
});

describe('a login-as session (issue 39 §1: reads, never sends as the member)', () => {
  it('reads alex’s conversations, leaves them unread, is audited, and may not send', async () => {
    const loginAs = await staffSessionToken(t.app, 'M10020001');
    const [first] = (await list(loginAs)).conversations;
    if (!first) throw new Error('no conversation');
    const readAt = async () =>
      (
        await t.database.db
          .selectFrom('message_conversations')
          .select('member_last_read_message_id')
          .where('conversation_id', '=', first.conversationId)
          .executeTakeFirstOrThrow()
      ).member_last_read_message_id;
    const before = await readAt();
    expect((await authGet(t.app, conversationUrl(first.conversationId), loginAs)).statusCode).toBe(200);
    expect(await readAt()).toEqual(before);

    const sent = await postForm(API_PATHS.secureMessages, loginAs, {
      subject: 's',
      topic: 'other',
      body: 'b',
    });
    expect(sent.statusCode).toBe(403);
    const replied = await postForm(getApiPath(API_PATHS.secureMessageReplies, first), loginAs, { body: 'b' });
    expect(replied.statusCode).toBe(403);

    await t.app.audit.flush();
    const reads = await t.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'staff-read')
      .where('target_member_key', '=', 'PER-M-ALEX-0')
      .execute();
    expect(
      reads.some((row) => JSON.stringify(row.detail).includes('/api/secure-messages/:conversationId')),
    ).toBe(true);
  });
});

describe('member services’ inbox (issue 39 §1)', () => {
  async function inbox(token: string, domainId: TestDomain = 1, query = '') {
    const response = await authGet(t.app, `${API_PATHS.staffMessages}${query}`, token, domainId);
    expect(response.statusCode, response.body).toBe(200);
    return StaffInbox.parse(response.json());
  }

  it('lists the brand’s open conversations for support and agent, never another brand’s', async () => {
    const main = await inbox(support);
    expect(main.conversations.length).toBeGreaterThan(0);
    expect(main.conversations.every((c) => c.status === 'open')).toBe(true);
    expect(main.staff.map((s) => s.displayName)).toEqual(['Agent', 'Support']);
    const agent = await inbox(await temporaryToken(t.app, 'agent'));
    expect(agent.conversations.map((c) => c.conversationId)).toEqual(
      main.conversations.map((c) => c.conversationId),
    );

    const mastaff = await temporaryToken(t.app, 'mastaff', 2);
    expect((await inbox(mastaff, 2)).conversations).toEqual([]);
    const someone = main.conversations[0];
    if (!someone) throw new Error('no conversation');
    expect((await authGet(t.app, staffUrl(someone.conversationId), mastaff, 2)).statusCode).toBe(404);
    const reply = await postJson(
      getApiPath(API_PATHS.staffMessageReplies, someone),
      mastaff,
      { body: 'x' },
      2,
    );
    expect(reply.statusCode).toBe(404);
    const pstaff = await temporaryToken(t.app, 'pstaff', 5);
    expect((await inbox(pstaff, 5)).conversations).toEqual([]);
  });

  it('pages the inbox as the claims list pages: page (from 0) and size, with the page’s info', async () => {
    const all = await inbox(support);
    expect(all.page).toMatchObject({ number: 0, size: 20, first: true });
    expect(all.page.totalElements).toBe(all.conversations.length);
    const first = await inbox(support, 1, '?size=1');
    const second = await inbox(support, 1, '?size=1&page=1');
    expect(first.conversations.map((c) => c.conversationId)).toEqual([all.conversations[0]?.conversationId]);
    expect(second.conversations.map((c) => c.conversationId)).toEqual([all.conversations[1]?.conversationId]);
    expect(second.page).toMatchObject({
      number: 1,
      size: 1,
      totalElements: all.page.totalElements,
      totalPages: all.page.totalElements,
      first: false,
    });
    for (const query of ['?size=0', '?size=51', '?page=-1', '?page=two']) {
      const refused = await authGet(t.app, `${API_PATHS.staffMessages}${query}`, support);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('refuses a member and a login-as session', async () => {
    expect((await authGet(t.app, API_PATHS.staffMessages, alex)).statusCode).toBe(403);
    const loginAs = await staffSessionToken(t.app, 'M10020001');
    expect((await authGet(t.app, API_PATHS.staffMessages, loginAs)).statusCode).toBe(403);
  });

  it('audits every staff read of the inbox and of a conversation', async () => {
    const [first] = (await inbox(support)).conversations;
    if (!first) throw new Error('no conversation');
    await authGet(t.app, staffUrl(first.conversationId), support);
    await t.app.audit.flush();
    const rows = await t.database.db
      .selectFrom('audit_log as l')
      .innerJoin('accounts as a', 'a.account_id', 'l.actor_account_id')
      .select(['l.detail', 'l.target_member_key'])
      .where('l.action', '=', 'staff-read')
      .where('a.username', '=', 'support')
      .execute();
    const details = rows.map((row) => row.detail as Record<string, unknown>);
    expect(details.some((d) => d.area === 'secure-messages' && d.list === 'inbox')).toBe(true);
    expect(
      details.some((d) => d.area === 'secure-messages' && d.conversationId === first.conversationId),
    ).toBe(true);
  });

  it('replies signed with the display name and e-mails the member “You have a new message”, never the text', async () => {
    const [claim] = (await list()).conversations;
    if (!claim) throw new Error('no conversation');
    const secret = 'Your claim 12345 was paid in part';
    const response = await postJson(getApiPath(API_PATHS.staffMessageReplies, claim), support, {
      body: secret,
    });
    expect(response.statusCode, response.body).toBe(200);

    const after = await list();
    expect(after.conversations.find((c) => c.conversationId === claim.conversationId)?.unreadCount).toBe(1);
    const detail = ConversationDetail.parse(
      (await authGet(t.app, conversationUrl(claim.conversationId), alex)).json(),
    );
    expect(detail.messages.at(-1)).toMatchObject({ author: 'staff', authorName: 'Support', body: secret });

    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'member_key'])
      .where('kind', '=', 'secure-message')
      .execute();
    // One per staff reply so far (the shell's test above replied once too), each the notice alone.
    const notice = {
      kind: 'secure-message',
      subject: SECURE_MESSAGE_MAIL_TEXTS.newMessageSubject,
      member_key: 'PER-M-ALEX-0',
    };
    expect(mail).toEqual([notice, notice]);
    const jobs = await sql<{ data: unknown }>`select data from pgboss.job where name = 'send-mail'`.execute(
      t.database.db,
    );
    expect(jobs.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(jobs.rows)).not.toContain(secret);

    // And "a message answered" in alex's notifications (issue 39 §2), one per reply, without the text.
    const notices = await t.database.db
      .selectFrom('member_notifications')
      .select(['kind', 'outbox_id'])
      .where('member_key', '=', 'PER-M-ALEX-0')
      .where('kind', '=', 'message-answered')
      .execute();
    expect(notices).toEqual([
      { kind: 'message-answered', outbox_id: null },
      { kind: 'message-answered', outbox_id: null },
    ]);
  });

  it('assigns to a staff member of the brand only', async () => {
    const [first] = (await inbox(support)).conversations;
    if (!first) throw new Error('no conversation');
    const staff = (await inbox(support)).staff;
    const agentId = staff.find((s) => s.displayName === 'Agent')?.accountId ?? 0;
    const assigned = await postJson(getApiPath(API_PATHS.staffMessageAssign, first), support, {
      accountId: agentId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(
      (await inbox(support)).conversations.find((c) => c.conversationId === first.conversationId)
        ?.assigneeName,
    ).toBe('Agent');
    const mastaffId = (await inbox(await temporaryToken(t.app, 'mastaff', 2), 2)).staff[0]?.accountId ?? 0;
    const refused = await postJson(getApiPath(API_PATHS.staffMessageAssign, first), support, {
      accountId: mastaffId,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('closes; the member may not reply, reopens within 30 days, and not after', async () => {
    const started = ConversationChanged.parse((await start([], 'To be closed')).json());
    const closed = await postJson(getApiPath(API_PATHS.staffMessageClose, started), support);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      (await inbox(support)).conversations.some((c) => c.conversationId === started.conversationId),
    ).toBe(false);

    const reply = await postForm(getApiPath(API_PATHS.secureMessageReplies, started), alex, {
      body: 'one more thing',
    });
    expect(reply.statusCode).toBe(409);
    expect(ApiError.parse(reply.json()).message).toBe(SECURE_MESSAGE_SERVER_MESSAGES.closed);
    const detail = ConversationDetail.parse(
      (await authGet(t.app, conversationUrl(started.conversationId), alex)).json(),
    );
    expect([detail.canReply, detail.canReopen]).toEqual([false, true]);

    const reopened = await postJson(getApiPath(API_PATHS.secureMessageReopen, started), alex);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await postJson(getApiPath(API_PATHS.secureMessageReopen, started), alex)).statusCode).toBe(409);
    expect(
      (await postForm(getApiPath(API_PATHS.secureMessageReplies, started), alex, { body: 'one more thing' }))
        .statusCode,
    ).toBe(200);

    await closeLongAgo(started);
    const late = await postJson(getApiPath(API_PATHS.secureMessageReopen, started), alex);
    expect(late.statusCode).toBe(409);
    expect(ApiError.parse(late.json()).message).toBe(SECURE_MESSAGE_SERVER_MESSAGES.notReopenable);
  });

  it('serves an attachment to the brand’s staff, never to another brand’s', async () => {
    const started = ConversationChanged.parse((await start([{ name: 'card.png', content: PNG }])).json());
    const detail = ConversationDetail.parse(
      (await authGet(t.app, staffUrl(started.conversationId), support)).json(),
    );
    const file = detail.messages[0]?.attachments[0];
    if (!file) throw new Error('no attachment');
    const url = getApiPath(API_PATHS.staffMessageAttachment, file);
    const download = await authGet(t.app, url, support);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="card.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await authGet(t.app, url, await temporaryToken(t.app, 'mastaff', 2), 2)).statusCode).toBe(404);
    const jordan = await sessionToken(t.app, 'jordan');
    expect(
      (await authGet(t.app, getApiPath(API_PATHS.secureMessageAttachment, file), jordan)).statusCode,
    ).toBe(404);
  });
});

describe('reads and status changes decided by the database, not by a read before them', () => {
  const repository = () => createSecureMessagesRepository(t.database.db);
  const staffReply = (body: string) => ({
    author: 'staff' as const,
    authorMemberKey: null,
    authorAccountId: null,
    authorName: 'Support',
    body,
    attachments: [],
    sentAt: new Date(),
  });

  it('leaves unread a reply written while the member reads the conversation', async () => {
    const started = ConversationChanged.parse((await start([], 'Read during a reply')).json());
    const messages = repository();
    const get = createGetConversation({
      // The reply lands after the messages were read, before the read is marked.
      messages: {
        ...messages,
        listAttachments: async (ids) => {
          const files = await messages.listAttachments(ids);
          await messages.addMessage(started.conversationId, staffReply('Written meanwhile'));
          return files;
        },
      },
      now: () => new Date(),
    });
    const shown = await get(await callerOf(t.app, 'alex'), started.conversationId);
    expect(shown.messages.map((m) => m.author)).toEqual(['member']);
    const listed = (await list()).conversations.find((c) => c.conversationId === started.conversationId);
    expect(listed?.unreadCount).toBe(1);
    // Read again, the reply is shown and now read.
    await authGet(t.app, conversationUrl(started.conversationId), alex);
    expect(
      (await list()).conversations.find((c) => c.conversationId === started.conversationId)?.unreadCount,
    ).toBe(0);
  });

  it('leaves unread a reply sent in the same millisecond as the last one the member was shown', async () => {
    const started = ConversationChanged.parse((await start([], 'Two replies at once')).json());
    const messages = repository();
    const sentAt = new Date();
    await messages.addMessage(started.conversationId, { ...staffReply('First of two'), sentAt });
    const get = createGetConversation({
      // The second reply, sent at the very same millisecond, lands while the member reads the first.
      messages: {
        ...messages,
        listAttachments: async (ids) => {
          const files = await messages.listAttachments(ids);
          await messages.addMessage(started.conversationId, { ...staffReply('Second of two'), sentAt });
          return files;
        },
      },
      now: () => new Date(),
    });
    const shown = await get(await callerOf(t.app, 'alex'), started.conversationId);
    expect(shown.messages.map((m) => m.body)).toEqual(['Is acupuncture covered?', 'First of two']);
    const sentTimes = await t.database.db
      .selectFrom('message_entries')
      .select('sent_at')
      .where('conversation_id', '=', started.conversationId)
      .where('author', '=', 'staff')
      .execute();
    expect(new Set(sentTimes.map((row) => row.sent_at.getTime()))).toEqual(new Set([sentAt.getTime()]));
    // The list and the shell's badge count the second reply as unread, and so does the conversation.
    const unreadInShell = async () =>
      ShellContext.parse((await authGet(t.app, API_PATHS.shell, alex)).json()).unreadMessages;
    const unreadIn = (conversations: ConversationList) =>
      conversations.conversations.find((c) => c.conversationId === started.conversationId)?.unreadCount;
    const listed = await list();
    expect(unreadIn(listed)).toBe(1);
    await expect.poll(unreadInShell).toBe(listed.unreadTotal);
    const row = await messages.findConversation({ memberKey: 'PER-M-ALEX-0' }, started.conversationId);
    expect(row?.memberLastReadMessageId).toBe(shown.messages.at(-1)?.messageId);
    const opened = ConversationDetail.parse(
      (await authGet(t.app, conversationUrl(started.conversationId), alex)).json(),
    );
    expect(opened.messages.map((m) => m.body).at(-1)).toBe('Second of two');
    expect(opened.conversation.unreadCount).toBe(0);
    expect(unreadIn(await list())).toBe(0);
    await expect.poll(unreadInShell).toBe(listed.unreadTotal - 1);
  });

  it('leaves unread for staff a member message sent in the same millisecond as the last one shown', async () => {
    const started = ConversationChanged.parse((await start([], 'Two notes at once')).json());
    const messages = repository();
    const first = await messages.listMessages([started.conversationId]);
    const sentAt = first[0]?.sentAt ?? new Date();
    const staffView = async () =>
      StaffInbox.parse(
        (await authGet(t.app, `${API_PATHS.staffMessages}?size=50`, support)).json(),
      ).conversations.find((c) => c.conversationId === started.conversationId);
    await authGet(t.app, staffUrl(started.conversationId), support);
    expect((await staffView())?.unreadCount).toBe(0);
    // The member's second message carries the first one's very time: only its id is later.
    await messages.addMessage(started.conversationId, {
      author: 'member',
      authorMemberKey: 'PER-M-ALEX-0',
      authorAccountId: null,
      authorName: 'Alex',
      body: 'Same millisecond',
      attachments: [],
      sentAt,
    });
    expect((await staffView())?.unreadCount).toBe(1);
    const detail = ConversationDetail.parse(
      (await authGet(t.app, staffUrl(started.conversationId), support)).json(),
    );
    expect(detail.conversation.unreadCount).toBe(0);
    expect((await staffView())?.unreadCount).toBe(0);
  });

  it('counts the unread replies from one source: the list’s total is the shell’s query', async () => {
    const messages = repository();
    const list = createListConversations({
      messages: {
        ...messages,
        countUnreadReplies: async (memberKey) => 7 + (await messages.countUnreadReplies(memberKey)),
      },
    });
    const shellCount = ShellContext.parse(
      (await authGet(t.app, API_PATHS.shell, alex)).json(),
    ).unreadMessages;
    expect((await list(await callerOf(t.app, 'alex'))).unreadTotal).toBe(7 + shellCount);
  });

  it('closes only an open conversation: closing again answers 409 and changes nothing', async () => {
    const started = ConversationChanged.parse((await start([], 'Closed twice')).json());
    const url = getApiPath(API_PATHS.staffMessageClose, started);
    expect((await postJson(url, support)).statusCode).toBe(200);
    const closedAt = await t.database.db
      .selectFrom('message_conversations')
      .select('closed_at')
      .where('conversation_id', '=', started.conversationId)
      .executeTakeFirstOrThrow();
    const again = await postJson(url, support);
    expect(again.statusCode).toBe(409);
    expect(ApiError.parse(again.json()).message).toBe(SECURE_MESSAGE_SERVER_MESSAGES.notOpen);
    expect(
      await t.database.db
        .selectFrom('message_conversations')
        .select('closed_at')
        .where('conversation_id', '=', started.conversationId)
        .executeTakeFirstOrThrow(),
    ).toEqual(closedAt);
  });

  it('reopens only a conversation closed within 30 days as the database holds it, not as read before', async () => {
    const started = ConversationChanged.parse((await start([], 'Reopened late')).json());
    await closeLongAgo(started);
    const messages = repository();
    // A read from before the row changed: it still says "closed a moment ago".
    const reopen = createReopenConversation({
      messages: {
        ...messages,
        findConversation: async (scope, id) => {
          const row = await messages.findConversation(scope, id);
          return row && { ...row, status: 'closed', closedAt: new Date() };
        },
      },
      now: () => new Date(),
    });
    await expect(reopen(await callerOf(t.app, 'alex'), started.conversationId)).rejects.toMatchObject({
      statusCode: 409,
    });
    const row = await t.database.db
      .selectFrom('message_conversations')
      .select('status')
      .where('conversation_id', '=', started.conversationId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
  });
});
