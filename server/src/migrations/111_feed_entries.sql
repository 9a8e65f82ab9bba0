-- Each person's community feed, kept ready when posts and subscriptions change (fan-out on
-- write): one row per top-level post of a channel they follow, and of their own. A feed page is
-- then a walk of the reader's own rows in order, where before it searched every followed
-- channel's posts for the newest on each request and counted them all for the total.
-- A post reaches every follower's feed in the statement that creates it; a channel with very
-- many followers makes that statement longer, which a community site can afford.
CREATE TABLE feed_entries (
  user_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tweet_id    char(24) NOT NULL REFERENCES tweets (id) ON DELETE CASCADE,
  owner_id    char(24) NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, tweet_id)
);
CREATE INDEX feed_entries_page_idx ON feed_entries (user_id, created_at DESC, tweet_id DESC);
-- Unsubscribing removes one channel's rows from one feed; deleting a post removes its rows.
CREATE INDEX feed_entries_owner_idx ON feed_entries (user_id, owner_id);
CREATE INDEX feed_entries_tweet_idx ON feed_entries (tweet_id);

-- How many entries each feed has, for the page's total: counting a reader's rows on every
-- request cost more than reading the page. Kept by statement triggers on the entries, so every
-- way rows come and go (posts, follows, cascaded deletes) is counted.
CREATE TABLE feed_counts (
  user_id  char(24) PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  entries  bigint NOT NULL
);

CREATE FUNCTION feed_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO feed_counts (user_id, entries)
      SELECT user_id, count(*) FROM new_rows GROUP BY user_id
    ON CONFLICT (user_id) DO UPDATE SET entries = feed_counts.entries + EXCLUDED.entries;
  ELSE
    UPDATE feed_counts SET entries = feed_counts.entries - gone.n
      FROM (SELECT user_id, count(*) AS n FROM old_rows GROUP BY user_id) AS gone
      WHERE feed_counts.user_id = gone.user_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_counts_insert AFTER INSERT ON feed_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_counts_change();
CREATE TRIGGER feed_counts_delete AFTER DELETE ON feed_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feed_counts_change();

-- A post and a follow of the same channel committed at the same moment would each miss the
-- other (neither sees the other's uncommitted row), leaving the post out of that feed for good.
-- Both take the channel's lock first: the second waits for the first to commit, and its next
-- statement, with a new snapshot, sees what the first wrote.
CREATE FUNCTION feed_entries_lock_channel(channel char(24)) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('kinora-feed:' || channel))
$$;

-- A new top-level post goes into its owner's feed and every follower's.
CREATE FUNCTION feed_entries_add_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_entries_lock_channel(NEW.owner_id);
  INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
    SELECT subscriber_id, NEW.id, NEW.owner_id, NEW.created_at
      FROM subscriptions WHERE channel_id = NEW.owner_id
    UNION ALL
    SELECT NEW.owner_id, NEW.id, NEW.owner_id, NEW.created_at
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_entries_post_insert AFTER INSERT ON tweets
  FOR EACH ROW WHEN (NEW.parent_id IS NULL) EXECUTE FUNCTION feed_entries_add_post();

-- Following a channel brings its earlier posts into the feed; unfollowing takes them out.
CREATE FUNCTION feed_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM feed_entries_lock_channel(NEW.channel_id);
    INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
      SELECT NEW.subscriber_id, id, owner_id, created_at
        FROM tweets WHERE owner_id = NEW.channel_id AND parent_id IS NULL
    ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM feed_entries WHERE user_id = OLD.subscriber_id AND owner_id = OLD.channel_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER feed_entries_subscription_insert AFTER INSERT ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION feed_entries_follow();
CREATE TRIGGER feed_entries_subscription_delete AFTER DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION feed_entries_follow();

-- The feeds as they are today.
INSERT INTO feed_entries (user_id, tweet_id, owner_id, created_at)
  SELECT s.subscriber_id, t.id, t.owner_id, t.created_at
    FROM subscriptions s JOIN tweets t ON t.owner_id = s.channel_id AND t.parent_id IS NULL
  UNION ALL
  SELECT owner_id, id, owner_id, created_at FROM tweets WHERE parent_id IS NULL
ON CONFLICT DO NOTHING;
