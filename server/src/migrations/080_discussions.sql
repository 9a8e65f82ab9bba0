-- Discussions: one level of replies, likes and an owner's pin on comments; replies and likes on
-- community posts. A reply always points at a top-level row (the server attaches a reply to a
-- reply to its top-level parent), and deleting a top-level row takes its replies, their likes
-- and its pin with it, as YouTube does: nothing is left pointing at a deleted parent.
ALTER TABLE comments ADD COLUMN parent_id char(24) REFERENCES comments (id) ON DELETE CASCADE;
-- Set only when an edit changes the text, so "(edited)" never shows for a save of the same words.
ALTER TABLE comments ADD COLUMN edited_at timestamptz;
CREATE INDEX comments_parent_created_idx ON comments (parent_id, created_at, id)
  WHERE parent_id IS NOT NULL;

-- The primary key is what keeps one like per person however many requests race.
CREATE TABLE comment_likes (
  comment_id  char(24) NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_likes_user_idx ON comment_likes (user_id);

-- At most one pinned comment per own video: pinning another replaces the row.
CREATE TABLE comment_pins (
  video_id    char(24) PRIMARY KEY REFERENCES videos (id) ON DELETE CASCADE,
  comment_id  char(24) NOT NULL UNIQUE REFERENCES comments (id) ON DELETE CASCADE,
  pinned_at   timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE tweets ADD COLUMN parent_id char(24) REFERENCES tweets (id) ON DELETE CASCADE;
CREATE INDEX tweets_parent_created_idx ON tweets (parent_id, created_at, id)
  WHERE parent_id IS NOT NULL;

CREATE TABLE tweet_likes (
  tweet_id    char(24) NOT NULL REFERENCES tweets (id) ON DELETE CASCADE,
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tweet_id, user_id)
);
CREATE INDEX tweet_likes_user_idx ON tweet_likes (user_id);
