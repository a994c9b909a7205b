-- Sessions that ended long ago are deleted with the other sign-in records (services/retention): until
-- now every sign-in left a row for good, and the new-browser check of each sign-in reads all of an
-- account's rows. A block-range index finds the old rows by their end: rows are written in time order,
-- so it stays a few pages, and a sign-in's insert barely touches it, where a B-tree would be one more
-- index on the sign-in's only write (issue 41).
create index sessions_expires_at on sessions using brin (expires_at);
