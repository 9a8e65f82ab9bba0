-- Lists filter on `is_listed` (published and ready), which the planner cannot match to indexes
-- built `WHERE is_published`: the catalogue was read by scanning and sorting every row. These
-- serve the newest-first and most-viewed lists, and the keyset seeks of deep pages, directly.
DROP INDEX IF EXISTS videos_published_created_idx;
DROP INDEX IF EXISTS videos_published_views_idx;
CREATE INDEX videos_listed_created_idx ON videos (created_at DESC, id DESC) WHERE is_listed;
CREATE INDEX videos_listed_views_idx ON videos (views DESC, id DESC) WHERE is_listed;
