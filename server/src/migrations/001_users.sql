-- Accounts and sessions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id            char(24) PRIMARY KEY,
  username      text NOT NULL,
  email         text NOT NULL,
  full_name     text NOT NULL,
  password_hash text NOT NULL,
  avatar_key    text,
  avatar_url    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
-- Usernames are stored lowercased; emails are compared case-insensitively.
CREATE UNIQUE INDEX users_username_key ON users (username);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
-- Channel search: case-insensitive substring match on username and full name.
CREATE INDEX users_username_trgm ON users USING gin (username gin_trgm_ops);
CREATE INDEX users_full_name_trgm ON users USING gin (lower(full_name) gin_trgm_ops);

CREATE TABLE refresh_tokens (
  id          char(24) PRIMARY KEY,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   char(24) NOT NULL,
  token_hash  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX refresh_tokens_hash_key ON refresh_tokens (token_hash);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
