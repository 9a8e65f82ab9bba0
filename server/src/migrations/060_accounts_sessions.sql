-- Accounts and sessions (issue 15): the channel's description and cover image, sessions that a
-- person can see and end one by one, revocations every instance learns of, and login counters
-- every instance shares.

ALTER TABLE users
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN cover_key text;
-- The media route asks whether an image key is someone's cover.
CREATE INDEX users_cover_key_idx ON users (cover_key) WHERE cover_key IS NOT NULL;

-- One row per signed-in device: a session is one refresh-token family, and its id is the family
-- id that access tokens carry as `sid`. Ending a session deletes its row (and so its tokens).
CREATE TABLE sessions (
  id            char(24) PRIMARY KEY,
  user_id       char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_agent    text NOT NULL DEFAULT '',
  ip_address    text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  -- When the newest refresh token of the family expires.
  expires_at    timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id, last_used_at DESC);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Families still alive become sessions (device details unknown); revoked ones are dropped.
INSERT INTO sessions (id, user_id, created_at, last_used_at, expires_at)
  SELECT family_id, min(user_id), min(created_at), max(coalesce(used_at, created_at)), max(expires_at)
  FROM refresh_tokens
  GROUP BY family_id
  HAVING bool_and(revoked_at IS NULL);
DELETE FROM refresh_tokens WHERE family_id NOT IN (SELECT id FROM sessions);
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;
ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session_fkey
  FOREIGN KEY (family_id) REFERENCES sessions (id) ON DELETE CASCADE;

-- Ended sessions whose access tokens may still be unexpired. No foreign key: the entry must
-- outlive a deleted account. Every instance reads the recent ones every few seconds.
CREATE TABLE session_revocations (
  session_id  char(24) PRIMARY KEY,
  revoked_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_revocations_revoked_idx ON session_revocations (revoked_at);

-- Login attempts per account, device or address (without REDIS_URL): a fixed window that starts
-- at the first attempt, shared by every instance and kept across restarts.
CREATE TABLE login_attempts (
  key       text PRIMARY KEY,
  count     integer NOT NULL,
  reset_at  timestamptz NOT NULL
);
CREATE INDEX login_attempts_reset_idx ON login_attempts (reset_at);
