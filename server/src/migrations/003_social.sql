-- Subscriptions, likes and comments.
CREATE TABLE subscriptions (
  subscriber_id  char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscriber_id, channel_id),
  CHECK (subscriber_id <> channel_id)
);
CREATE INDEX subscriptions_channel_idx ON subscriptions (channel_id, created_at DESC);
CREATE INDEX subscriptions_subscriber_created_idx ON subscriptions (subscriber_id, created_at DESC);

CREATE TABLE likes (
  video_id    char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (video_id, user_id)
);
CREATE INDEX likes_user_idx ON likes (user_id);
CREATE INDEX likes_video_created_idx ON likes (video_id, created_at);

CREATE TABLE comments (
  id           char(24) PRIMARY KEY,
  video_id     text NOT NULL,
  is_external  boolean NOT NULL DEFAULT false,
  owner_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_video_created_idx ON comments (is_external, video_id, created_at DESC, id DESC);
CREATE INDEX comments_owner_idx ON comments (owner_id);
