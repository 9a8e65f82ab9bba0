-- Videos marked sensitive, by their owner or by a moderator (who alone can take their own mark
-- off), and how they are shown: the site's choice for visitors, each account's own (NULL follows
-- the site's).
ALTER TABLE videos ADD COLUMN sensitive boolean NOT NULL DEFAULT false;
ALTER TABLE videos ADD COLUMN sensitive_by_moderator boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN sensitive_content text
  CHECK (sensitive_content IN ('blur', 'show', 'hide'));
ALTER TABLE site_settings ADD COLUMN sensitive_content text NOT NULL DEFAULT 'blur'
  CHECK (sensitive_content IN ('blur', 'show', 'hide'));

ALTER TABLE moderation_log DROP CONSTRAINT moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check CHECK (action IN
  ('dismiss', 'remove', 'restore', 'suspend', 'unsuspend', 'mark-sensitive', 'unmark-sensitive'));
