-- The gateway's own store (issue 24): what the back-office adds on top of the programme's API, kept
-- here when the API has no route for it (docs/decisions.md, "The gateway's own store").

-- Saved views (the same rules as rest-api's `saved_views`, migration 0010).
create table saved_views (
  id serial primary key,
  user_id integer not null,
  screen text not null,
  name text not null,
  search text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index saved_views_user_screen_name on saved_views (user_id, screen, name);

-- Personal API tokens issued by the gateway: only a hash of the token to find it, and the owner's
-- API session sealed with a key derived from the token itself (AES-256-GCM), so the store alone
-- opens no session.
create table api_tokens (
  id text primary key,
  user_id integer not null,
  name text not null,
  read_only boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  token_hash text not null unique,
  sealed_session text not null
);
create index api_tokens_user on api_tokens (user_id, created_at desc);

-- The journal of the writes the gateway forwarded (the shape of rest-api's `audit_log`).
create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_id integer,
  user_name text,
  user_role text,
  address text,
  client text,
  model text not null,
  entity_id integer,
  action text not null,
  before jsonb,
  after jsonb
);
create index audit_log_entity on audit_log (model, entity_id, at desc, id desc);
create index audit_log_user on audit_log (user_id, at desc, id desc);
create index audit_log_at on audit_log (at desc, id desc);
