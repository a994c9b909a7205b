import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { createSecureMessagesRepository } from '../src/repositories/secure-messages-repository';
import { createTestApp, type TestApp } from './helpers/test-app';

const MIGRATION = '047_message_read_markers.sql';
const ALEX = 'PER-M-ALEX-0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The seeded conversations' messages, oldest first: [conversation, [question id and time, answer id and time]]. */
async function seededThreads() {
  const rows = await t.database.db
    .selectFrom('message_entries as e')
    .innerJoin('message_conversations as c', 'c.conversation_id', 'e.conversation_id')
    .select(['e.conversation_id', 'e.message_id', 'e.sent_at'])
    .where('c.member_key', '=', ALEX)
    .orderBy('e.conversation_id')
    .orderBy('e.message_id')
    .execute();
  const ids = [...new Set(rows.map((row) => row.conversation_id))];
  return ids.map((id) => rows.filter((row) => row.conversation_id === id));
}

/**
 * The database as a release before 047 left it: time markers, no id markers, 047 not applied. Each
 * time is chosen against the messages' times, so the carried-over id is known before the migration.
 */
async function rewindTo046(markers: ReadonlyMap<number, { member: Date | null; staff: Date | null }>) {
  await t.database.runScript(`
    drop trigger message_conversations_read_markers on message_conversations;
    drop function follow_message_read_markers();
    alter table message_conversations drop column member_last_read_message_id;
    alter table message_conversations drop column staff_last_read_message_id;
    delete from schema_migrations where name = '${MIGRATION}';
  `);
  for (const [conversationId, marker] of markers) {
    await sql`update message_conversations set member_read_at = ${marker.member}, staff_read_at = ${marker.staff}
      where conversation_id = ${conversationId}`.execute(t.database.db);
  }
}

async function markersOf(conversationId: number) {
  const row = await sql<{
    member_read_at: Date | null;
    member_last_read_message_id: number | null;
  }>`select member_read_at, member_last_read_message_id from message_conversations
    where conversation_id = ${conversationId}`.execute(t.database.db);
  return row.rows[0];
}

describe('migration 047: read markers become the last message read (issue 39 §1)', () => {
  it('carries each time marker over as the last message sent at or before it, unread counts unchanged', async () => {
    const [first, second] = await seededThreads();
    const [question, answer] = first ?? [];
    const [secondQuestion, secondAnswer] = second ?? [];
    if (!question || !answer || !secondQuestion || !secondAnswer) throw new Error('seed changed');
    const between = new Date((question.sent_at.getTime() + answer.sent_at.getTime()) / 2);
    await rewindTo046(
      new Map([
        // Read exactly at the question: the question is read, the answer is not.
        [question.conversation_id, { member: question.sent_at, staff: between }],
        // Read long after the answer; staff never read it.
        [
          secondQuestion.conversation_id,
          { member: new Date(secondAnswer.sent_at.getTime() + 3_600_000), staff: null },
        ],
      ]),
    );

    expect(await migrate(t.database)).toEqual([MIGRATION]);

    const markers = await t.database.db
      .selectFrom('message_conversations')
      .select(['conversation_id', 'member_last_read_message_id', 'staff_last_read_message_id'])
      .where('member_key', '=', ALEX)
      .orderBy('conversation_id')
      .execute();
    expect(markers).toEqual([
      {
        conversation_id: question.conversation_id,
        member_last_read_message_id: question.message_id,
        staff_last_read_message_id: question.message_id,
      },
      {
        conversation_id: secondQuestion.conversation_id,
        member_last_read_message_id: secondAnswer.message_id,
        staff_last_read_message_id: null,
      },
    ]);
    // What was unread by time is unread by id: alex's one reply.
    const messages = createSecureMessagesRepository(t.database.db);
    expect(await messages.countUnreadReplies(ALEX)).toBe(1);

    // While the release before still serves, each marker follows the other: its time write moves the id…
    await sql`update message_conversations set member_read_at = ${answer.sent_at}
      where conversation_id = ${question.conversation_id}`.execute(t.database.db);
    expect((await markersOf(question.conversation_id))?.member_last_read_message_id).toBe(answer.message_id);
    expect(await messages.countUnreadReplies(ALEX)).toBe(0);
    // …and this release's id write moves the time, to the message's own.
    await sql`update message_conversations set member_last_read_message_id = ${question.message_id}
      where conversation_id = ${question.conversation_id}`.execute(t.database.db);
    expect(await markersOf(question.conversation_id)).toEqual({
      member_read_at: question.sent_at,
      member_last_read_message_id: question.message_id,
    });
  });
});
