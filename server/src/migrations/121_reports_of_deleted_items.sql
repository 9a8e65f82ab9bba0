-- Reports name items of four tables, so no foreign key deletes them with their item (migration
-- 116). A video, comment or post its owner deletes, and whatever goes with it (the comments of a
-- deleted video, the replies of a deleted comment or post, everything of a deleted account), takes
-- its open reports along: they would ask the moderators about nothing. Resolved ones stay, since
-- each reporter's notice of what came of theirs lives as long as the report (the queue leaves
-- them out once their item is gone); the moderation log keeps what was done. A deleted account's
-- channel reports go by their `item_owner_id` key, as does every report of its own items.
CREATE FUNCTION reports_of_deleted_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reports r USING gone_rows g
    WHERE r.item_kind = TG_ARGV[0] AND r.item_id = g.id AND r.status = 'open';
  RETURN NULL;
END
$$;
CREATE TRIGGER videos_reports_of_deleted AFTER DELETE ON videos
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT
  EXECUTE FUNCTION reports_of_deleted_items('video');
CREATE TRIGGER comments_reports_of_deleted AFTER DELETE ON comments
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT
  EXECUTE FUNCTION reports_of_deleted_items('comment');
CREATE TRIGGER tweets_reports_of_deleted AFTER DELETE ON tweets
  REFERENCING OLD TABLE AS gone_rows FOR EACH STATEMENT
  EXECUTE FUNCTION reports_of_deleted_items('post');

-- Those left behind before this migration.
DELETE FROM reports r WHERE r.status = 'open' AND NOT CASE r.item_kind
  WHEN 'video' THEN EXISTS (SELECT 1 FROM videos v WHERE v.id = r.item_id)
  WHEN 'comment' THEN EXISTS (SELECT 1 FROM comments c WHERE c.id = r.item_id)
  WHEN 'post' THEN EXISTS (SELECT 1 FROM tweets t WHERE t.id = r.item_id)
  ELSE EXISTS (SELECT 1 FROM users u WHERE u.id = r.item_id)
END;
