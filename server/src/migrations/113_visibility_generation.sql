-- Signed media links (media-signature.ts) are bound to the visibility their video had when they
-- were handed out: the MAC covers `visibility_generation`, which takes a new value on every
-- change of visibility, so every link given out before the change stops verifying at once.
-- The values come from one sequence rather than a per-row counter, so a value names one video's
-- one period of visibility: rows that happen to share a file can never verify each other's links.
CREATE SEQUENCE videos_visibility_generation_seq AS integer;
ALTER TABLE videos
  ADD COLUMN visibility_generation integer NOT NULL
    DEFAULT nextval('videos_visibility_generation_seq');
ALTER SEQUENCE videos_visibility_generation_seq OWNED BY videos.visibility_generation;

-- Triggers of one event fire in name order: this one runs after `videos_sync_visibility`
-- (migration 091) has mapped a write of `is_published` alone onto `visibility`, so both kinds of
-- writer are seen.
CREATE FUNCTION videos_bump_visibility_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visibility IS DISTINCT FROM OLD.visibility THEN
    NEW.visibility_generation := nextval('videos_visibility_generation_seq');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER videos_visibility_generation BEFORE UPDATE OF visibility, is_published ON videos
  FOR EACH ROW EXECUTE FUNCTION videos_bump_visibility_generation();
