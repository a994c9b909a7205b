-- Issue 39 §2 (decision 061): what the member is told about, listed in the portal with unread marks.
-- A row is written in the transaction of the change it is about, with its e-mail (the outbox row and
-- the send-mail job) when the member's preferences ask for one; the text is the web's, by kind.
create table member_notifications (
  notification_id  bigint generated always as identity primary key,
  member_key       text not null references members (member_key) on delete cascade,
  kind             text not null check (kind in (
    'claim-processed', 'eob-ready', 'id-card-order-sent', 'pcp-change-effective', 'message-answered',
    'password-changed', 'new-device-sign-in', 'two-step-on', 'two-step-off', 'staff-login-as'
  )),
  occurred_at      timestamptz not null,
  read_at          timestamptz,
  outbox_id        bigint references outbox (outbox_id) on delete set null
);

-- The member's list, newest first, a page at a time; and the shell's unread count.
create index member_notifications_member on member_notifications (member_key, notification_id desc);
create index member_notifications_unread on member_notifications (member_key) where read_at is null;

alter table outbox drop constraint if exists outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (
  kind in ('id-card', 'username-reminder', 'password-reset', 'pcp-selection', 'registration', 'mfa-code',
    'secure-message', 'member-notification')
);
