-- Notifications by mail: per kind at once, in a daily digest, or never.

-- Only the kinds a user changed have a row; the others follow the defaults in the code (new
-- videos as a daily digest, replies at once, the rest none).
CREATE TABLE email_preferences (
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN
                ('new_video', 'video_comment', 'comment_reply', 'new_subscriber', 'post_liked')),
  frequency   text NOT NULL CHECK (frequency IN ('none', 'immediate', 'daily')),
  PRIMARY KEY (user_id, kind)
);

-- When a notification went out by mail (at once or in a digest): a restart or a retried job
-- never mails it twice.
ALTER TABLE notifications ADD COLUMN emailed_at timestamptz;
CREATE INDEX notifications_unmailed_idx ON notifications (recipient_id, created_at)
  WHERE emailed_at IS NULL AND read_at IS NULL;

-- One digest per user and day (the site's day, UTC): claimed before it is sent, so a second run
-- of the day's schedule, on this instance or another, finds it taken.
CREATE TABLE email_digests (
  user_id  char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day      date NOT NULL,
  sent_at  timestamptz,
  PRIMARY KEY (user_id, day)
);
