-- A side's read marker is the last message it was shown, not a time (issue 39 §1): two messages
-- written in the same millisecond as the last one shown both read as read under a time, while a
-- message's id tells them apart. Ids follow the order messages are written in a conversation: a
-- message is written holding its conversation's row (repositories/secure-messages/write-conversations.ts),
-- so a later id is never committed before an earlier one of the same conversation.
alter table message_conversations add column member_last_read_message_id bigint;
alter table message_conversations add column staff_last_read_message_id bigint;

-- Each marker carries over as the last message sent at or before the time it held: every message
-- read before still reads as read, every one after it as unread.
update message_conversations c set
  member_last_read_message_id = (
    select max(e.message_id) from message_entries e
    where e.conversation_id = c.conversation_id and e.sent_at <= c.member_read_at
  ),
  staff_last_read_message_id = (
    select max(e.message_id) from message_entries e
    where e.conversation_id = c.conversation_id and e.sent_at <= c.staff_read_at
  );

alter table message_conversations drop column member_read_at;
alter table message_conversations drop column staff_read_at;
