-- Issue 17: a video is public, unlisted (anyone with the link, never in a list) or private
-- (owner only). `is_published` keeps its meaning "listed publicly" (true exactly when public), so
-- `is_listed` (migration 040), every list that filters on it and the catalogue counter of
-- migration 006 go on excluding unlisted and private videos without a change.
ALTER TABLE videos ADD COLUMN visibility text NOT NULL DEFAULT 'public'
  CHECK (visibility IN ('public', 'unlisted', 'private'));
UPDATE videos SET visibility = 'private' WHERE NOT is_published;

-- Both columns stay in step whichever one a statement writes: the API writes `visibility`, the
-- publish toggle and older code (seeds, benchmarks) write `is_published`. A change of visibility
-- wins; a change of `is_published` alone maps to public or private. Stored generated columns are
-- computed after BEFORE triggers, so `is_listed` sees the corrected value.
CREATE FUNCTION videos_sync_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.visibility = 'public' AND NOT NEW.is_published THEN
      NEW.visibility := 'private';
    END IF;
  ELSIF NEW.visibility IS NOT DISTINCT FROM OLD.visibility
        AND NEW.is_published IS DISTINCT FROM OLD.is_published THEN
    NEW.visibility := CASE WHEN NEW.is_published THEN 'public' ELSE 'private' END;
  END IF;
  NEW.is_published := NEW.visibility = 'public';
  RETURN NEW;
END
$$;
CREATE TRIGGER videos_sync_visibility BEFORE INSERT OR UPDATE ON videos
  FOR EACH ROW EXECUTE FUNCTION videos_sync_visibility();

-- What anyone holding the link may watch: public or unlisted, and ready. Single-video reads,
-- their media links, views, comments and likes gate on it; lists keep gating on `is_listed`.
ALTER TABLE videos
  ADD COLUMN is_watchable boolean GENERATED ALWAYS AS (visibility <> 'private' AND status = 'ready') STORED;
