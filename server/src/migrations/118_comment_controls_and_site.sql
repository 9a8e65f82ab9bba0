-- Creators' comment controls, comments and posts held for review, blocked words, and the site's
-- own settings with registration by application.

-- A channel's policy covers its videos that have none of their own (NULL follows the channel).
ALTER TABLE users ADD COLUMN comment_policy text NOT NULL DEFAULT 'on'
  CHECK (comment_policy IN ('on', 'held', 'off'));
ALTER TABLE videos ADD COLUMN comment_policy text
  CHECK (comment_policy IN ('on', 'held', 'off'));

-- A held item is published when a reviewer approves it (held_at back to NULL). What held it
-- decides the reviewer: the place's owner for a policy or their words, moderators for the site's.
ALTER TABLE comments ADD COLUMN held_at timestamptz;
ALTER TABLE comments ADD COLUMN held_cause text
  CHECK (held_cause IN ('policy', 'channel_word', 'site_word'));
ALTER TABLE comments ADD COLUMN held_word text;
ALTER TABLE comments ADD CONSTRAINT comments_held_pair_check
  CHECK ((held_at IS NULL) = (held_cause IS NULL));
CREATE INDEX comments_held_idx ON comments (held_cause, held_at, id) WHERE held_at IS NOT NULL;

ALTER TABLE tweets ADD COLUMN held_at timestamptz;
ALTER TABLE tweets ADD COLUMN held_cause text
  CHECK (held_cause IN ('channel_word', 'site_word'));
ALTER TABLE tweets ADD COLUMN held_word text;
ALTER TABLE tweets ADD CONSTRAINT tweets_held_pair_check
  CHECK ((held_at IS NULL) = (held_cause IS NULL));
CREATE INDEX tweets_held_idx ON tweets (held_cause, held_at, id) WHERE held_at IS NOT NULL;

-- One list per channel; the site's list lives in site_settings.
CREATE TABLE channel_blocked_words (
  channel_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word       text NOT NULL,
  PRIMARY KEY (channel_id, word)
);

-- One row: the site's settings.
CREATE TABLE site_settings (
  id            boolean PRIMARY KEY DEFAULT true CHECK (id),
  name          text NOT NULL DEFAULT 'Kinora',
  description   text NOT NULL DEFAULT '',
  rules         text NOT NULL DEFAULT '',
  registration  text NOT NULL DEFAULT 'open' CHECK (registration IN ('open', 'approval', 'closed')),
  blocked_words text[] NOT NULL DEFAULT '{}',
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (id) VALUES (true);

-- No account exists until an admin approves; the password is kept hashed as an account's is.
CREATE TABLE registration_applications (
  id             char(24) PRIMARY KEY,
  username       text NOT NULL,
  email          text NOT NULL,
  full_name      text NOT NULL,
  password_hash  text NOT NULL,
  reason         text NOT NULL,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  refusal_reason text,
  decided_by     char(24) REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  decided_at     timestamptz
);
-- A name or an address waits in one application at a time.
CREATE UNIQUE INDEX registration_applications_pending_username
  ON registration_applications (lower(username)) WHERE status = 'pending';
CREATE UNIQUE INDEX registration_applications_pending_email
  ON registration_applications (lower(email)) WHERE status = 'pending';
CREATE INDEX registration_applications_status_idx
  ON registration_applications (status, created_at, id);
CREATE INDEX registration_applications_email_idx ON registration_applications (lower(email));
