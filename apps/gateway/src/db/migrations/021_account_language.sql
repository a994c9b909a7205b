-- The language the member chose with the shell's switch (issue 17, decision 025), kept on the sign-in
-- account: the account is the person, who sees one language whichever of their groups they view
-- (member_preferences is per member of one group). Null: never chosen, so the device's choice stands.
alter table accounts add column preferred_language text check (preferred_language in ('en', 'es'));
