-- Blocks between users. `everywhere`: the blocker no longer sees the blocked user's videos,
-- comments and posts, and the blocked user can no longer comment on the blocker's videos or reply
-- to them. `channel` ("hide user from channel"): the second half only. Either way the blocked
-- user's comments already on the blocker's videos are seen by their author alone.
CREATE TABLE user_blocks (
  blocker_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scope      text NOT NULL DEFAULT 'everywhere' CHECK (scope IN ('everywhere', 'channel')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);
-- The settings list, newest first; and "is the author of this comment blocked by the place's
-- owner", asked from the blocked side.
CREATE INDEX user_blocks_blocker_created_idx ON user_blocks (blocker_id, created_at DESC);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);
