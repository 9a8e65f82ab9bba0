-- What is said in a video, searchable: each caption cue's words with the time it starts. Written
-- with its captions in one transaction, and gone with them (a replacement's row is a new one).
-- Captions stored before this migration are indexed by the hourly housekeeping, which reads their
-- files (`cues_indexed` is false until then).
ALTER TABLE video_captions ADD COLUMN cues_indexed boolean NOT NULL DEFAULT false;

CREATE TABLE caption_cues (
  caption_id      char(24) NOT NULL REFERENCES video_captions (id) ON DELETE CASCADE,
  -- The cue's place in its file: two cues may start at the same time.
  position        integer NOT NULL,
  video_id        char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  start_ms        integer NOT NULL,
  -- The words as a viewer reads them: tags (<i>, <v Speaker>) and line breaks removed.
  text            text NOT NULL,
  -- The same configuration as the videos' own search document, so one query matches both.
  search_document tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (caption_id, position)
);
CREATE INDEX caption_cues_search_document_idx ON caption_cues USING gin (search_document);
CREATE INDEX caption_cues_video_idx ON caption_cues (video_id, start_ms);
