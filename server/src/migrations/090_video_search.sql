-- Issue 17: search over the community's own videos.

-- Already created by 001; repeated so this file states everything its search relies on.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Title words weigh more than description words (A above B in ts_rank). The English
-- configuration stems, so "recipes" finds "recipe". Generated, so no write path can forget it.
ALTER TABLE videos ADD COLUMN search_document tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'B')
) STORED;

CREATE INDEX videos_search_document_idx ON videos USING gin (search_document);

-- Suggestions match channel names by prefix; the trigram indexes of 001 serve the typo matching.
CREATE INDEX users_username_prefix_idx ON users (username text_pattern_ops);
