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

-- Migrations stay additive (docs/operations.md): the release before keeps serving, reading and
-- writing the times, while this one's gateways roll out. Until a later release drops the times and
-- this trigger, each write keeps the other marker with it: this release moves the ids and the time
-- follows (the message's own time); the release before moves the times and the id follows (the
-- last message sent by then).
create or replace function follow_message_read_markers() returns trigger language plpgsql as $$
begin
  if new.member_last_read_message_id is distinct from old.member_last_read_message_id then
    new.member_read_at := (select sent_at from message_entries where message_id = new.member_last_read_message_id);
  elsif new.member_read_at is distinct from old.member_read_at then
    new.member_last_read_message_id := (select max(message_id) from message_entries
      where conversation_id = new.conversation_id and sent_at <= new.member_read_at);
  end if;
  if new.staff_last_read_message_id is distinct from old.staff_last_read_message_id then
    new.staff_read_at := (select sent_at from message_entries where message_id = new.staff_last_read_message_id);
  elsif new.staff_read_at is distinct from old.staff_read_at then
    new.staff_last_read_message_id := (select max(message_id) from message_entries
      where conversation_id = new.conversation_id and sent_at <= new.staff_read_at);
  end if;
  return new;
end;
$$;
create trigger message_conversations_read_markers before update on message_conversations
  for each row execute function follow_message_read_markers();
