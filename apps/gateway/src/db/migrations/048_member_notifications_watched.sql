-- The shell's response now carries the member's unread notifications (the bell's count, in the shell's
-- one statement), and the shell is a cached read (migration 022): a notification written or read by
-- any code or tool tells every gateway which family changed, as every table a cached read reads does.
create trigger member_notifications_inserted_notify after insert on member_notifications
  referencing new table as new_rows
  for each statement execute function notify_member_data_changed('member_key');
create trigger member_notifications_updated_notify after update on member_notifications
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_member_data_changed('member_key');
create trigger member_notifications_deleted_notify after delete on member_notifications
  referencing old table as old_rows
  for each statement execute function notify_member_data_changed('member_key');
