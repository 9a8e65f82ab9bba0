-- A post held for review (migration 118) is its author's to see everywhere posts are listed, their
-- own feed included: a top-level post stays in its owner's feed while nobody removed it, held or
-- not, and reaches the followers' feeds only while nothing holds it. The kept feed counts follow
-- the entries, so each person's count is what their feed shows.
CREATE FUNCTION feed_entries_place_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_entries_lock_channel(NEW.owner_id);
  IF NEW.removed_at IS NOT NULL THEN
    DELETE FROM feed_entries WHERE tweet_id = NEW.id;
  ELSIF NEW.held_at IS NOT NULL THEN
    DELETE FROM feed_entries WHERE tweet_id = NEW.id AND user_id <> NEW.owner_id;
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      VALUES (NEW.owner_id, NEW.id, NEW.owner_id, NEW.created_at)
    ON CONFLICT DO NOTHING;
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

DROP TRIGGER feed_entries_post_insert ON tweets;
CREATE TRIGGER feed_entries_post_insert AFTER INSERT ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL) EXECUTE FUNCTION feed_entries_place_post();

-- Each of the two changes moves the owner's entry or the followers' on its own: a held post a
-- moderator removes leaves its owner's feed too.
DROP TRIGGER feed_entries_post_moderation ON tweets;
CREATE TRIGGER feed_entries_post_moderation AFTER UPDATE OF removed_at, held_at ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL
    AND ((NEW.removed_at IS NULL) <> (OLD.removed_at IS NULL)
         OR (NEW.held_at IS NULL) <> (OLD.held_at IS NULL)))
  EXECUTE FUNCTION feed_entries_place_post();

DROP FUNCTION feed_entries_add_post();
DROP FUNCTION feed_entries_moderation();

-- The posts held today, in their owners' feeds.
INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
  SELECT owner_id, id, owner_id, created_at FROM tweets
    WHERE parent_id IS NULL AND removed_at IS NULL AND held_at IS NOT NULL
ON CONFLICT DO NOTHING;

-- A post's kept reply count leaves held replies out; its author's own are added when they read
-- it, found here among the few held ones.
CREATE INDEX tweets_held_owner_idx ON tweets (owner_id, parent_id) WHERE held_at IS NOT NULL;
