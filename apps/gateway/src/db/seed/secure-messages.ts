import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { SeedRows } from './seed-rows';

/** alex (persona-alex.ts) and the main brand's support staff (personas-main.ts). */
const ALEX_MEMBER_KEY = 'PER-M-ALEX-0';
const ALEX_FAMILY_KEY = 'PER-F-ALEX';
const HOUR_MS = 3_600_000;

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
  const at = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * HOUR_MS);
  const memberName = `${alex.first_name} ${alex.last_name}`;
  const staffName = staff.display_name ?? staff.username;

  const claim = await db
    .insertInto('message_conversations')
    .values({
      member_key: ALEX_MEMBER_KEY,
      family_key: ALEX_FAMILY_KEY,
      domain_id: 1,
      subject: 'Question about my dental cleaning claim',
      topic: 'claims',
      assigned_account_id: staff.account_id,
      member_read_at: at(50),
      staff_read_at: at(30),
      last_message_at: at(26),
      created_at: at(50),
    })
    .returning('conversation_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('message_entries')
    .values([
      {
        conversation_id: claim.conversation_id,
        author: 'member',
        author_member_key: ALEX_MEMBER_KEY,
        author_account_id: null,
        author_name: memberName,
        body: 'Hello, my cleaning last month shows as partly paid. Could you tell me why?',
        sent_at: at(50),
      },
      {
        conversation_id: claim.conversation_id,
        author: 'staff',
        author_member_key: null,
        author_account_id: staff.account_id,
        author_name: staffName,
        body: 'Thank you for writing. The second cleaning this year is covered at 80%, so the claim was paid in part. The Explanation of Benefits in Claims shows each line.',
        sent_at: at(26),
      },
    ])
    .execute();

  const card = await db
    .insertInto('message_conversations')
    .values({
      member_key: ALEX_MEMBER_KEY,
      family_key: ALEX_FAMILY_KEY,
      domain_id: 1,
      subject: 'New ID card for my son',
      topic: 'id-card',
      status: 'closed',
      assigned_account_id: staff.account_id,
      member_read_at: at(240),
      staff_read_at: at(250),
      last_message_at: at(250),
      closed_at: at(240),
      created_at: at(260),
    })
    .returning('conversation_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('message_entries')
    .values([
      {
        conversation_id: card.conversation_id,
        author: 'member',
        author_member_key: ALEX_MEMBER_KEY,
        author_account_id: null,
        author_name: memberName,
        body: 'My son lost his ID card. Can you send a new one?',
        sent_at: at(260),
      },
      {
        conversation_id: card.conversation_id,
        author: 'staff',
        author_member_key: null,
        author_account_id: staff.account_id,
        author_name: staffName,
        body: 'A new card is on its way by mail. You can also show the card from the ID card page on your phone.',
        sent_at: at(250),
      },
    ])
    .execute();
}
