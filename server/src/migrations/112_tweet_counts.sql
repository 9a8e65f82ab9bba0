-- Each post's reply and like counts, kept on its row. Every list of posts (a feed page, a
-- channel's posts, the replies under a post) showed them by counting the replies and likes of
-- each post in the list on every request; now they are read with the post. Kept by statement
-- triggers on the replies and likes themselves, so every way they come and go (a reply, a like,
-- an unlike, a deleted reply, a cascade from a deleted account) is counted.
ALTER TABLE tweets
  ADD COLUMN reply_count integer NOT NULL DEFAULT 0,
  ADD COLUMN likes_count integer NOT NULL DEFAULT 0;

-- Replies are posts with a parent. A parent deleted with its replies (the cascade) is gone before
-- its replies' trigger runs, so that update finds nothing to change.
CREATE FUNCTION tweets_reply_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tweets SET reply_count = tweets.reply_count + added.n
      FROM (SELECT parent_id, count(*) AS n FROM new_rows
              WHERE parent_id IS NOT NULL GROUP BY parent_id) AS added
      WHERE tweets.id = added.parent_id;
  ELSE
    UPDATE tweets SET reply_count = tweets.reply_count - gone.n
      FROM (SELECT parent_id, count(*) AS n FROM old_rows
              WHERE parent_id IS NOT NULL GROUP BY parent_id) AS gone
      WHERE tweets.id = gone.parent_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tweets_reply_count_insert AFTER INSERT ON tweets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tweets_reply_count_change();
CREATE TRIGGER tweets_reply_count_delete AFTER DELETE ON tweets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tweets_reply_count_change();

CREATE FUNCTION tweets_likes_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE tweets SET likes_count = tweets.likes_count + added.n
      FROM (SELECT tweet_id, count(*) AS n FROM new_rows GROUP BY tweet_id) AS added
      WHERE tweets.id = added.tweet_id;
  ELSE
    UPDATE tweets SET likes_count = tweets.likes_count - gone.n
      FROM (SELECT tweet_id, count(*) AS n FROM old_rows GROUP BY tweet_id) AS gone
      WHERE tweets.id = gone.tweet_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tweet_likes_count_insert AFTER INSERT ON tweet_likes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tweets_likes_count_change();
CREATE TRIGGER tweet_likes_count_delete AFTER DELETE ON tweet_likes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tweets_likes_count_change();

-- The counts as they are today.
UPDATE tweets SET
  reply_count = (SELECT count(*) FROM tweets AS reply WHERE reply.parent_id = tweets.id),
  likes_count = (SELECT count(*) FROM tweet_likes WHERE tweet_likes.tweet_id = tweets.id);
