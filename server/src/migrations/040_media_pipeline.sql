-- The media pipeline: a video is stored and probed, then transcoded by a queued job into an HLS
-- ladder, a progressive MP4 and a storyboard. Rows from before the pipeline keep playing their
-- original file: they are `ready` without streams.
ALTER TABLE videos
  ADD COLUMN status text NOT NULL DEFAULT 'ready'
    CHECK (status IN ('processing', 'ready', 'failed')),
  ADD COLUMN processing_stage text NOT NULL DEFAULT 'queued'
    CHECK (processing_stage IN ('queued', 'transcoding', 'packaging')),
  ADD COLUMN processing_progress integer NOT NULL DEFAULT 0,
  ADD COLUMN failure_reason text,
  -- The random folder of the finished streams (`streams/<stream_dir>/…`); new per attempt, so
  -- every segment key names one immutable file.
  ADD COLUMN stream_dir text,
  -- The folder an attempt is storing into; a later attempt deletes whatever is left there.
  ADD COLUMN staging_dir text,
  -- [{ height, width, bandwidth }], lowest first, as written in the master playlist.
  ADD COLUMN renditions jsonb,
  ADD COLUMN has_storyboard boolean NOT NULL DEFAULT false,
  -- The progressive faststart MP4 made from one rendition; null until ready (or for old rows).
  ADD COLUMN progressive_key text,
  -- How many times a worker started ffmpeg for this video (tests and operators read it).
  ADD COLUMN transcode_runs integer NOT NULL DEFAULT 0,
  -- Touched by the worker while it transcodes, so a dead worker's job can be found and retried.
  ADD COLUMN heartbeat_at timestamptz;
-- New rows are written with an explicit status; this default only filled the rows above.
ALTER TABLE videos ALTER COLUMN status SET DEFAULT 'processing';

-- What everyone but the owner may see: published and ready. Lists filter on it, and the catalogue
-- counter counts it.
ALTER TABLE videos
  ADD COLUMN is_listed boolean GENERATED ALWAYS AS (is_published AND status = 'ready') STORED;
CREATE INDEX videos_stream_dir_idx ON videos (stream_dir);
CREATE INDEX videos_progressive_key_idx ON videos (progressive_key);

CREATE OR REPLACE FUNCTION videos_published_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows WHERE is_listed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows WHERE is_listed;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE is_listed) - (SELECT count(*) FROM old_rows WHERE is_listed)
      INTO delta;
  END IF;
  IF delta <> 0 THEN
    UPDATE video_counters SET published = published + delta;
  END IF;
  RETURN NULL;
END
$$;
UPDATE video_counters SET published = (SELECT count(*) FROM videos WHERE is_listed);

-- Where the viewer stopped watching, so it follows them to another device.
ALTER TABLE watch_history ADD COLUMN position_seconds real;
