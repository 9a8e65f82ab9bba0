-- Issue 17: a channel's links (a short list of { title, url }) shown on its About tab. Kept as
-- one jsonb array on the user: it is always read and written whole, and at most five long.
ALTER TABLE users ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb;

-- Trending and the channel's totals read the listed videos of one owner, newest first.
CREATE INDEX IF NOT EXISTS videos_listed_owner_created_idx
  ON videos (owner_id, created_at DESC) WHERE is_listed;
