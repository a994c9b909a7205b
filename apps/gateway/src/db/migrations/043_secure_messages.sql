-- Secure messages with member services (issue 39 §1): a member's conversations, their messages and
-- the files attached to them. A conversation is the member's who started it, on that member's brand;
-- staff of the brand answer it. Attachments are stored with the message, in the database.
create table message_conversations (
  conversation_id     bigint generated always as identity primary key,
  member_key          text not null references members (member_key),
  family_key          text not null references families (family_key),
  domain_id           smallint not null check (domain_id in (1, 2, 5)),
  subject             text not null,
  topic               text not null
    check (topic in ('claims', 'benefits', 'id-card', 'billing', 'primary-care', 'other')),
  status              text not null default 'open' check (status in ('open', 'closed')),
  assigned_account_id bigint references accounts (account_id),
  -- When each side last read the conversation: the other side's later messages are its unread ones.
  member_read_at      timestamptz,
  staff_read_at       timestamptz,
  last_message_at     timestamptz not null default now(),
  closed_at           timestamptz,
  created_at          timestamptz not null default now()
);
create index message_conversations_member on message_conversations (member_key, last_message_at desc);
create index message_conversations_inbox on message_conversations (domain_id, status, last_message_at);
create index message_conversations_family on message_conversations (family_key);
-- A new message, a read or a closing changes the member's unread count in the shell, a cached read
-- (migration 022): every gateway is told which family changed.
create trigger message_conversations_inserted_notify after insert on message_conversations
  referencing new table as new_rows
  for each statement execute function notify_member_data_changed('family_key');
create trigger message_conversations_updated_notify after update on message_conversations
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_member_data_changed('family_key');
create trigger message_conversations_deleted_notify after delete on message_conversations
  referencing old table as old_rows
  for each statement execute function notify_member_data_changed('family_key');

create table message_entries (
  message_id          bigint generated always as identity primary key,
  conversation_id     bigint not null references message_conversations (conversation_id) on delete cascade,
  author              text not null check (author in ('member', 'staff')),
  author_member_key   text references members (member_key),
  author_account_id   bigint references accounts (account_id),
  -- The member's name, or the staff member's display name the reply is signed with.
  author_name         text not null,
  body                text not null,
  sent_at             timestamptz not null default now()
);
create index message_entries_conversation on message_entries (conversation_id, sent_at);

create table message_attachments (
  attachment_id       bigint generated always as identity primary key,
  message_id          bigint not null references message_entries (message_id) on delete cascade,
  file_name           text not null,
  content_type        text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png')),
  byte_size           integer not null check (byte_size > 0 and byte_size <= 5242880),
  content             bytea not null,
  created_at          timestamptz not null default now()
);
create index message_attachments_message on message_attachments (message_id);

-- The member's notice of a new message goes out through the outbox like every e-mail (issue 36).
alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in ('id-card', 'username-reminder', 'password-reset', 'pcp-selection', 'registration', 'mfa-code',
    'secure-message')
);
