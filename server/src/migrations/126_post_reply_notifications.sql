-- A reply to a community post notifies the post's author, and the author of the reply it answers
-- when it answers a reply.

-- The reply a reply answers, when it answers one rather than the post. A reply to a reply joins
-- the top-level post (migration 080), so without this the author it answered would be unknown by
-- the time a held reply is approved. A deleted reply leaves those answering it in the thread,
-- answering the post alone.
ALTER TABLE tweets ADD COLUMN reply_to_id char(24) REFERENCES tweets (id) ON DELETE SET NULL;
CREATE INDEX tweets_reply_to_idx ON tweets (reply_to_id) WHERE reply_to_id IS NOT NULL;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
  ('new_video', 'video_comment', 'comment_reply', 'new_subscriber', 'post_liked', 'report_outcome',
   'post_reply'));
-- One per recipient and reply: the post's author who also wrote the reply answered hears once,
-- and a reply published again after review tells nobody twice.
CREATE UNIQUE INDEX notifications_post_reply_once
  ON notifications (recipient_id, post_id) WHERE kind = 'post_reply';

ALTER TABLE email_preferences DROP CONSTRAINT email_preferences_kind_check;
ALTER TABLE email_preferences ADD CONSTRAINT email_preferences_kind_check CHECK (kind IN
  ('new_video', 'video_comment', 'comment_reply', 'new_subscriber', 'post_liked', 'post_reply'));
