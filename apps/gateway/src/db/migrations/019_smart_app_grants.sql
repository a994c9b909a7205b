-- The Patient Access API's authorizations (issue 18, decision 022). A grant is one member's consent
-- to one registered app, on one brand; its codes and tokens are kept only as SHA-256 hashes, so a
-- copy of the database cannot read anyone's claims. A revoked grant ends every token it issued.
create table smart_grants (
  grant_id     text primary key,
  account_id   bigint not null references accounts (account_id) on delete cascade,
  member_key   text not null references members (member_key) on delete cascade,
  domain_id    smallint not null,
  client_id    text not null,
  scope        text not null,
  created_at   timestamptz not null,
  revoked_at   timestamptz
);
create index smart_grants_member on smart_grants (member_key) where revoked_at is null;

-- An authorization code lives a minute, once, for the redirect address and PKCE challenge it was given.
create table smart_authorization_codes (
  code_hash       text primary key,
  grant_id        text not null references smart_grants (grant_id) on delete cascade,
  redirect_uri    text not null,
  code_challenge  text not null,
  expires_at      timestamptz not null,
  used_at         timestamptz
);

-- Access tokens (an hour) and refresh tokens (rotating: each use ends it and issues the next).
create table smart_tokens (
  token_hash   text primary key,
  grant_id     text not null references smart_grants (grant_id) on delete cascade,
  kind         text not null check (kind in ('access', 'refresh')),
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  ended_at     timestamptz
);
create index smart_tokens_grant on smart_tokens (grant_id) where ended_at is null;
