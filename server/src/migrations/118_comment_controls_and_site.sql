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

-- A held post or reply is there for its author alone: the kept reply counts (migration 112) and
-- feeds (migrations 111 and 117) take it in when it is approved, and let it go again when an edit
-- holds it. Comments keep no counts: their reads leave held ones out.
CREATE OR REPLACE FUNCTION tweets_reply_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tweets SET reply_count = tweets.reply_count + added.n
      FROM (SELECT parent_id, count(*) AS n FROM new_rows
              WHERE parent_id IS NOT NULL AND held_at IS NULL GROUP BY parent_id) AS added
      WHERE tweets.id = added.parent_id;
  ELSE
    UPDATE tweets SET reply_count = tweets.reply_count - gone.n
      FROM (SELECT parent_id, count(*) AS n FROM old_rows
              WHERE parent_id IS NOT NULL AND held_at IS NULL GROUP BY parent_id) AS gone
      WHERE tweets.id = gone.parent_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION tweets_reply_count_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tweets SET reply_count = reply_count + CASE WHEN NEW.held_at IS NULL THEN 1 ELSE -1 END
    WHERE id = NEW.parent_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER tweets_reply_count_review AFTER UPDATE OF held_at ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NOT NULL AND (NEW.held_at IS NULL) <> (OLD.held_at IS NULL))
  EXECUTE FUNCTION tweets_reply_count_review();

DROP TRIGGER feed_entries_post_insert ON tweets;
CREATE TRIGGER feed_entries_post_insert AFTER INSERT ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL AND NEW.held_at IS NULL)
  EXECUTE FUNCTION feed_entries_add_post();

-- A post is in the feeds while nobody removed it and nothing holds it.
CREATE OR REPLACE FUNCTION feed_entries_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_entries_lock_channel(NEW.owner_id);
  IF NEW.removed_at IS NOT NULL OR NEW.held_at IS NOT NULL THEN
    DELETE FROM feed_entries WHERE tweet_id = NEW.id;
  ELSE
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      SELECT subscriber_id, NEW.id, NEW.owner_id, NEW.created_at
        FROM subscriptions WHERE channel_id = NEW.owner_id
      UNION ALL
      SELECT NEW.owner_id, NEW.id, NEW.owner_id, NEW.created_at
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER feed_entries_post_moderation ON tweets;
CREATE TRIGGER feed_entries_post_moderation AFTER UPDATE OF removed_at, held_at ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL
    AND (NEW.removed_at IS NULL AND NEW.held_at IS NULL)
        <> (OLD.removed_at IS NULL AND OLD.held_at IS NULL))
  EXECUTE FUNCTION feed_entries_moderation();

CREATE OR REPLACE FUNCTION feed_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM feed_entries_lock_channel(NEW.channel_id);
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      SELECT NEW.subscriber_id, id, owner_id, created_at
        FROM tweets WHERE owner_id = NEW.channel_id AND parent_id IS NULL AND removed_at IS NULL
          AND held_at IS NULL
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM feed_entries WHERE user_id = OLD.subscriber_id AND owner_id = OLD.channel_id;
  END IF;
  RETURN NULL;
END
$$;

-- One list per channel, in the order its owner gave; the site's list lives in site_settings.
CREATE TABLE channel_blocked_words (
  channel_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  word       text NOT NULL,
  position   integer NOT NULL,
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
