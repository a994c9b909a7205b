import type { MessageTopic } from '@dash/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SeedRows } from './seed-rows';

/** alex (persona-alex.ts) and the main brand's support staff (personas-main.ts). */
const ALEX_MEMBER_KEY = 'PER-M-ALEX-0';
const ALEX_FAMILY_KEY = 'PER-F-ALEX';
const HOUR_MS = 3_600_000;

/** One seeded conversation: its first message by alex, then support's answer; hours before `today`. */
interface SeedConversation {
  readonly subject: string;
  readonly topic: MessageTopic;
  readonly question: string;
  readonly answer: string;
  readonly askedHoursAgo: number;
  readonly answeredHoursAgo: number;
  /** The last message alex has read: the question only, or the answer too. */
  readonly memberRead: 'question' | 'answer';
  /** Closed by staff this many hours ago; absent: open. */
  readonly closedHoursAgo?: number;
}

const CONVERSATIONS: readonly SeedConversation[] = [
  {
    subject: 'Question about my dental cleaning claim',
    topic: 'claims',
    question: 'Hello, my cleaning last month shows as partly paid. Could you tell me why?',
    answer:
      'Thank you for writing. The second cleaning this year is covered at 80%, so the claim was paid in part. The Explanation of Benefits in Claims shows each line.',
    askedHoursAgo: 50,
    answeredHoursAgo: 26,
    // Read before the answer came: the answer is alex's one unread reply.
    memberRead: 'question',
  },
  {
    subject: 'New ID card for my son',
    topic: 'id-card',
    question: 'My son lost his ID card. Can you send a new one?',
    answer:
      'A new card is on its way by mail. You can also show the card from the ID card page on your phone.',
    askedHoursAgo: 260,
    answeredHoursAgo: 250,
    memberRead: 'answer',
    // Ten days ago: alex may still reopen it.
    closedHoursAgo: 240,
  },
];

async function writeConversation(
  db: Kysely<Database>,
  conversation: SeedConversation,
  people: { readonly memberName: string; readonly staffId: number; readonly staffName: string },
  at: (hoursAgo: number) => Date,
): Promise<void> {
  const { conversation_id } = await db
    .insertInto('message_conversations')
    .values({
      member_key: ALEX_MEMBER_KEY,
      family_key: ALEX_FAMILY_KEY,
      domain_id: 1,
      subject: conversation.subject,
      topic: conversation.topic,
      status: conversation.closedHoursAgo === undefined ? 'open' : 'closed',
      assigned_account_id: people.staffId,
      last_message_at: at(conversation.answeredHoursAgo),
      closed_at: conversation.closedHoursAgo === undefined ? null : at(conversation.closedHoursAgo),
      created_at: at(conversation.askedHoursAgo),
    })
    .returning('conversation_id')
    .executeTakeFirstOrThrow();
  const [question, answer] = await db
    .insertInto('message_entries')
    .values([
      {
        conversation_id,
        author: 'member',
        author_member_key: ALEX_MEMBER_KEY,
        author_name: people.memberName,
        body: conversation.question,
        sent_at: at(conversation.askedHoursAgo),
      },
      {
        conversation_id,
        author: 'staff',
        author_account_id: people.staffId,
        author_name: people.staffName,
        body: conversation.answer,
        sent_at: at(conversation.answeredHoursAgo),
      },
    ])
    .returning('message_id')
    .execute();
  // Read markers are messages (migration 047): staff have read up to their answer.
  await db
    .updateTable('message_conversations')
    .set({
      member_last_read_message_id: (conversation.memberRead === 'answer' ? answer : question)?.message_id,
      staff_last_read_message_id: answer?.message_id,
    })
    .where('conversation_id', '=', conversation_id)
    .execute();
}

/**
 * Two conversations of alex with member services (issue 39 §1), so the demo is never empty: an open
 * one about a claim with a staff reply alex has not read (one unread in the shell), and one about an
 * ID card that staff closed ten days ago, which alex may still reopen. Times are from `today`.
 */
export async function writeSecureMessages(db: Kysely<Database>, rows: SeedRows, today: Date): Promise<void> {
  const alex = rows.members.find((member) => member.member_key === ALEX_MEMBER_KEY);
  const staff = await db
    .selectFrom('accounts')
    .select(['account_id', 'display_name', 'username'])
    .where('domain_id', '=', 1)
    .where('username', '=', 'support')
    .executeTakeFirst();
  if (!alex || !staff) return;
  const people = {
    memberName: `${alex.first_name} ${alex.last_name}`,
    staffId: staff.account_id,
    staffName: staff.display_name ?? staff.username,
  };
  const at = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * HOUR_MS);
  for (const conversation of CONVERSATIONS) await writeConversation(db, conversation, people, at);
}
