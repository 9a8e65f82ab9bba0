-- Community posts.
CREATE TABLE tweets (
  id          char(24) PRIMARY KEY,
  owner_id    char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tweets_created_idx ON tweets (created_at DESC, id DESC);
CREATE INDEX tweets_owner_created_idx ON tweets (owner_id, created_at DESC, id DESC);
