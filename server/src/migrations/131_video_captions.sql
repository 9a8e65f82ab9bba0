-- Captions: one WebVTT file per video and language (an uploaded SRT is stored converted). The
-- file lives in storage at `storage_key` (`captions/<32 hex>.vtt`), written anew on each
-- replacement; the rows go with their video, and the video's deletion removes the files.
CREATE TABLE video_captions (
  id          char(24) PRIMARY KEY,
  video_id    char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  -- A BCP 47 tag in its canonical case (`pt-BR`).
  language    text NOT NULL,
  label       text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (video_id, language)
);
