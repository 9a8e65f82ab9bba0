-- What moderation's removals and suspensions (migration 116) change in what is kept on rows: the
-- catalogue's size and the feeds count what others may see, and the signed media links handed
-- out before a removal or a suspension stop opening its files. The rest (a suspended account's
-- content, which comes back by itself when the suspension ends) is filtered where it is read.

-- The catalogue counter of migrations 006/040 counts the public list: listed and not removed.
CREATE OR REPLACE FUNCTION videos_published_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM new_rows WHERE is_listed AND removed_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) INTO delta FROM old_rows WHERE is_listed AND removed_at IS NULL;
  ELSE
    SELECT (SELECT count(*) FROM new_rows WHERE is_listed AND removed_at IS NULL)
         - (SELECT count(*) FROM old_rows WHERE is_listed AND removed_at IS NULL)
      INTO delta;
  END IF;
  IF delta <> 0 THEN
    UPDATE video_counters SET published = published + delta;
  END IF;
  RETURN NULL;
END
$$;
UPDATE video_counters
  SET published = (SELECT count(*) FROM videos WHERE is_listed AND removed_at IS NULL);

-- A removal, and a restore, is a change of who may see the video like a change of visibility
-- (migration 113): an unlisted video's viewers lose their links when it is removed, and the
-- links its owner was given meanwhile end when it comes back.
CREATE OR REPLACE FUNCTION videos_bump_visibility_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.visibility IS DISTINCT FROM OLD.visibility
     OR (NEW.removed_at IS NULL) <> (OLD.removed_at IS NULL) THEN
    NEW.visibility_generation := nextval('videos_visibility_generation_seq');
  END IF;
  RETURN NEW;
END
$$;
DROP TRIGGER videos_visibility_generation ON videos;
CREATE TRIGGER videos_visibility_generation BEFORE UPDATE OF visibility, is_published, removed_at
  ON videos FOR EACH ROW EXECUTE FUNCTION videos_bump_visibility_generation();

-- Suspending an account ends the links to its videos' files that were handed out before.
CREATE FUNCTION users_suspension_ends_media_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE videos SET visibility_generation = nextval('videos_visibility_generation_seq')
    WHERE owner_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER users_suspension_media_links AFTER UPDATE OF suspended_until ON users
  FOR EACH ROW WHEN (NEW.suspended_until IS NOT NULL
                     AND NEW.suspended_until IS DISTINCT FROM OLD.suspended_until)
  EXECUTE FUNCTION users_suspension_ends_media_links();

-- A removed post leaves every feed of migration 111, and a restored one comes back, so the kept
-- feed counts stay what the feeds show. The channel's lock orders it with a follow at the same
-- moment, as a new post is.
CREATE FUNCTION feed_entries_moderation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_entries_lock_channel(NEW.owner_id);
  IF NEW.removed_at IS NOT NULL THEN
    DELETE FROM feed_entries WHERE tweet_id = NEW.id;
  ELSE
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      SELECT subscriber_id, NEW.id, NEW.owner_id, NEW.created_at
        FROM subscriptions WHERE channel_id = NEW.owner_id
      UNION ALL
      SELECT NEW.owner_id, NEW.id, NEW.owner_id, NEW.created_at
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_entries_post_moderation AFTER UPDATE OF removed_at ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL AND (NEW.removed_at IS NULL) <> (OLD.removed_at IS NULL))
  EXECUTE FUNCTION feed_entries_moderation();

-- Following a channel brings in its earlier posts, but not the removed ones.
CREATE OR REPLACE FUNCTION feed_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM feed_entries_lock_channel(NEW.channel_id);
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      SELECT NEW.subscriber_id, id, owner_id, created_at
        FROM tweets WHERE owner_id = NEW.channel_id AND parent_id IS NULL AND removed_at IS NULL
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM feed_entries WHERE user_id = OLD.subscriber_id AND owner_id = OLD.channel_id;
  END IF;
  RETURN NULL;
END
$$;
