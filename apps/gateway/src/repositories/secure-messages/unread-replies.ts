import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberScope } from '../member-scope';

/**
 * The staff replies in the member's conversations after the last message the member was shown of each
 * one (issue 39 §1, packages/domain `countUnread`'s rule as SQL): later by id, not by time, so a reply
 * written in the same millisecond as the one shown stays unread. The one count of unread replies: the shell runs it
 * as a sub-select of its one statement (its Messages badge), the member's list with the member as a
 * parameter (its total), so the two never disagree.
 */
export function unreadRepliesOf(db: Kysely<Database>, scope: Pick<MemberScope, 'memberKey'>) {
  return db
    .selectFrom('message_conversations as c')
    .innerJoin('message_entries as e', 'e.conversation_id', 'c.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('c.member_key', '=', scope.memberKey)
    .where('e.author', '=', 'staff')
    .where((eb) =>
      eb.or([
        eb('c.member_last_read_message_id', 'is', null),
        eb('e.message_id', '>', eb.ref('c.member_last_read_message_id')),
      ]),
    );
}

export async function countUnreadReplies(db: Kysely<Database>, memberKey: string): Promise<number> {
  const row = await unreadRepliesOf(db, { memberKey }).executeTakeFirst();
  return Number(row?.count ?? 0);
}
