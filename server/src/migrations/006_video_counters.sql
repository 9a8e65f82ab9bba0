-- GET /videos answers totalDocs on every page; counting ~all rows each time is the one expensive
-- part of the public list. Statement-level triggers keep the number of published videos exact.
CREATE TABLE video_counters (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  published  bigint NOT NULL
);
INSERT INTO video_counters (published) SELECT count(*) FROM videos WHERE is_published;

CREATE FUNCTION videos_published_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows WHERE is_published;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows WHERE is_published;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE is_published) - (SELECT count(*) FROM old_rows WHERE is_published)
      INTO delta;
  END IF;
  IF delta <> 0 THEN
    UPDATE video_counters SET published = published + delta;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER videos_published_count_insert AFTER INSERT ON videos
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION videos_published_count();
CREATE TRIGGER videos_published_count_delete AFTER DELETE ON videos
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION videos_published_count();
CREATE TRIGGER videos_published_count_update AFTER UPDATE ON videos
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION videos_published_count();
