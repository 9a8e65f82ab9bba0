-- Notifications (issue 16): what happened to a user's channel, videos, comments and posts.

-- Ids made inside INSERT … SELECT fan-outs, shaped like the app's own (seconds, then random hex).
-- They only need to be unique and roughly time-ordered: a notification is visible to its
-- recipient alone, so a guessable id reveals nothing (another user's id answers 404).
CREATE FUNCTION notification_id() RETURNS char(24) LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()))::bigint), 8, '0')
      || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;

CREATE TABLE notifications (
  id            char(24) PRIMARY KEY DEFAULT notification_id(),
  recipient_id  char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  actor_id      char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN
                  ('new_video', 'video_comment', 'comment_reply', 'new_subscriber', 'post_liked')),
  -- What it is about; deleting the thing deletes its notifications.
  video_id      char(24) REFERENCES videos (id) ON DELETE CASCADE,
  comment_id    char(24) REFERENCES comments (id) ON DELETE CASCADE,
  post_id       char(24) REFERENCES tweets (id) ON DELETE CASCADE,
  read_at       timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (recipient_id <> actor_id)
);
CREATE INDEX notifications_recipient_created_idx
  ON notifications (recipient_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL;
-- One of each per cause: a fan-out that runs twice, or a subscribe/unsubscribe or like/unlike
-- toggled over and over, notifies once.
CREATE UNIQUE INDEX notifications_new_video_once
  ON notifications (recipient_id, video_id) WHERE kind = 'new_video';
CREATE UNIQUE INDEX notifications_subscriber_once
  ON notifications (recipient_id, actor_id) WHERE kind = 'new_subscriber';
CREATE UNIQUE INDEX notifications_post_like_once
  ON notifications (recipient_id, actor_id, post_id) WHERE kind = 'post_liked';
CREATE UNIQUE INDEX notifications_comment_once
  ON notifications (recipient_id, comment_id) WHERE kind IN ('video_comment', 'comment_reply');
CREATE INDEX notifications_video_idx ON notifications (video_id) WHERE video_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_post_idx ON notifications (post_id) WHERE post_id IS NOT NULL;

-- The kinds a user turned off; no row means every kind is on.
CREATE TABLE notification_preferences (
  user_id      char(24) PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  muted_kinds  text[] NOT NULL DEFAULT '{}',
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Subscribers hear of a video once, when it first becomes watchable (ready and published).
-- Videos watchable before notifications existed count as announced: publishing one again later
-- must not notify about an old video.
ALTER TABLE videos ADD COLUMN subscribers_notified_at timestamptz;
UPDATE videos SET subscribers_notified_at = created_at WHERE is_listed;
