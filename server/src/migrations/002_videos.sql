-- Own videos, their view counting and the viewers' watch history.
CREATE TABLE videos (
  id             char(24) PRIMARY KEY,
  owner_id       char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title          text NOT NULL,
  description    text NOT NULL,
  video_key      text NOT NULL,
  video_url      text NOT NULL,
  thumbnail_key  text NOT NULL,
  thumbnail_url  text NOT NULL,
  duration       double precision NOT NULL DEFAULT 0,
  width          integer NOT NULL DEFAULT 0,
  height         integer NOT NULL DEFAULT 0,
  views          bigint NOT NULL DEFAULT 0,
  is_published   boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- GET /videos: published only, sorted by one of the allowed fields, optionally one owner's.
CREATE INDEX videos_published_created_idx ON videos (created_at DESC, id DESC) WHERE is_published;
CREATE INDEX videos_published_views_idx ON videos (views DESC, id DESC) WHERE is_published;
CREATE INDEX videos_published_title_idx ON videos (title, id) WHERE is_published;
CREATE INDEX videos_published_duration_idx ON videos (duration, id) WHERE is_published;
CREATE INDEX videos_owner_created_idx ON videos (owner_id, created_at DESC, id DESC);
CREATE INDEX videos_title_trgm ON videos USING gin (lower(title) gin_trgm_ops);

CREATE TABLE video_view_marks (
  video_id    char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  viewer_key  text NOT NULL,
  counted_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, viewer_key)
);

CREATE TABLE video_daily_views (
  video_id  char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  day       date NOT NULL,
  views     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (video_id, day)
);
CREATE INDEX video_daily_views_day_idx ON video_daily_views (day);

CREATE TABLE watch_history (
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id    char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  watched_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX watch_history_user_watched_idx ON watch_history (user_id, watched_at DESC);
CREATE INDEX watch_history_video_idx ON watch_history (video_id);
