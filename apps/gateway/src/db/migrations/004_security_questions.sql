-- Each account's answers to the security questions (packages/domain SECURITY_QUESTIONS holds the
-- questions; ids only here). An answer is stored as an argon2 hash of its normalised form, like a
-- password: never readable, compared without regard to case or surrounding spaces.
create table security_answers (
  account_id         bigint not null references accounts (account_id) on delete cascade,
  question_id        smallint not null check (question_id > 0),
  answer_hash        text not null,
  answered_at        timestamptz not null default now(),
  primary key (account_id, question_id)
);
