-- Search reads the indexes of its words, of its title trigrams and of what captions say on every
-- query. With fastupdate (the default) a GIN index keeps new entries in a pending list that each
-- search reads from start to end until a vacuum merges it; the embedded database has no
-- autovacuum, so that list stayed until it filled its 4 MB. Written straight into the index, an
-- entry costs its insert a little more (videos and captions are written far less than searched).
ALTER INDEX videos_search_document_idx SET (fastupdate = off);
ALTER INDEX videos_title_trgm SET (fastupdate = off);
ALTER INDEX caption_cues_search_document_idx SET (fastupdate = off);

-- What the lists already hold is merged now: turning fastupdate off leaves it for a vacuum.
SELECT gin_clean_pending_list('videos_search_document_idx');
SELECT gin_clean_pending_list('videos_title_trgm');
SELECT gin_clean_pending_list('caption_cues_search_document_idx');
