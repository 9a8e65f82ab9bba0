-- Moderation (issue 31): the moderator role, reports and their queue, removals, suspensions and
-- the moderators' audit log.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users
  ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'moderator', 'admin'));
-- A suspension ends at `suspended_until` ('infinity' for good); the reason is shown at sign-in.
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
ALTER TABLE users ADD COLUMN suspension_reason text;
CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_until IS NOT NULL;

-- A removed item stays (a moderator can restore it); everyone but moderators, and for a video its
-- owner, sees it gone.
ALTER TABLE videos ADD COLUMN removed_at timestamptz;
ALTER TABLE videos ADD COLUMN removed_reason text;
ALTER TABLE comments ADD COLUMN removed_at timestamptz;
ALTER TABLE tweets ADD COLUMN removed_at timestamptz;

CREATE TABLE reports (
  id            char(24) PRIMARY KEY,
  reporter_id   char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_kind     text NOT NULL CHECK (item_kind IN ('video', 'comment', 'post', 'channel')),
  -- No foreign key: the item may be any of four tables. Deleting an item deletes its reports
  -- (the services do), the log keeps what was done.
  item_id       char(24) NOT NULL,
  item_owner_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason        text NOT NULL CHECK (reason IN
                  ('spam', 'harassment', 'hate', 'violence', 'sexual', 'misleading', 'copyright', 'other')),
  text          text NOT NULL DEFAULT '',
  start_at      double precision,
  status        text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  -- What came of it, for the reporter's notification.
  outcome       text CHECK (outcome IN ('removed', 'reviewed')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  resolved_at   timestamptz,
  CHECK (reporter_id <> item_owner_id)
);
-- One open report per reporter and item.
CREATE UNIQUE INDEX reports_one_open_idx
  ON reports (reporter_id, item_kind, item_id) WHERE status = 'open';
CREATE INDEX reports_item_idx ON reports (item_kind, item_id, status);
CREATE INDEX reports_queue_idx ON reports (status, created_at DESC);
-- The hourly cap per reporter counts by this.
CREATE INDEX reports_reporter_time_idx ON reports (reporter_id, created_at);

-- Never updated, never deleted with the item or the owner.
CREATE TABLE moderation_log (
  id              char(24) PRIMARY KEY,
  moderator_id    char(24) REFERENCES users (id) ON DELETE SET NULL,
  action          text NOT NULL CHECK (action IN ('dismiss', 'remove', 'restore', 'suspend', 'unsuspend')),
  item_kind       text NOT NULL CHECK (item_kind IN ('video', 'comment', 'post', 'channel')),
  item_id         char(24) NOT NULL,
  owner_id        char(24) REFERENCES users (id) ON DELETE SET NULL,
  note            text NOT NULL DEFAULT '',
  reason          text NOT NULL DEFAULT '',
  suspended_until timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_log_time_idx ON moderation_log (created_at DESC, id DESC);
CREATE INDEX moderation_log_moderator_idx ON moderation_log (moderator_id, created_at DESC);
CREATE INDEX moderation_log_item_idx ON moderation_log (item_kind, item_id, created_at DESC);

-- The site's own notices (what came of a report) have no actor.
ALTER TABLE notifications ALTER COLUMN actor_id DROP NOT NULL;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
  ('new_video', 'video_comment', 'comment_reply', 'new_subscriber', 'post_liked', 'report_outcome'));
ALTER TABLE notifications
  ADD COLUMN report_id char(24) REFERENCES reports (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX notifications_report_once
  ON notifications (report_id) WHERE kind = 'report_outcome';
