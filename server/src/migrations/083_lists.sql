-- Issue 16: Watch later, private playlists, ordered entries, and YouTube videos kept by reference
-- in playlists and watch history.

-- A YouTube video as it was when someone saved or watched it: lists show it without asking
-- YouTube again (and without spending quota), and it outlives YouTube taking it down.
CREATE TABLE external_videos (
  id             text PRIMARY KEY,
  title          text NOT NULL,
  channel_title  text NOT NULL,
  thumbnail      text NOT NULL,
  duration       double precision NOT NULL DEFAULT 0,
  views          bigint NOT NULL DEFAULT 0,
  published_at   text NOT NULL DEFAULT '',
  cached_at      timestamptz NOT NULL DEFAULT now()
);

-- 'watch_later' is the one built-in playlist each user has (at most one, see the index).
ALTER TABLE playlists ADD COLUMN kind text NOT NULL DEFAULT 'custom'
  CHECK (kind IN ('custom', 'watch_later'));
ALTER TABLE playlists ADD COLUMN is_private boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX playlists_one_watch_later_idx ON playlists (owner_id) WHERE kind = 'watch_later';

-- An entry is an own video or an external one; `entry_id` is whichever is set (an own id has 24
-- characters, a YouTube id 11, so they never collide) and keeps each video once per playlist.
ALTER TABLE playlist_videos DROP CONSTRAINT playlist_videos_pkey;
ALTER TABLE playlist_videos ALTER COLUMN video_id DROP NOT NULL;
ALTER TABLE playlist_videos ADD COLUMN external_id text REFERENCES external_videos (id);
ALTER TABLE playlist_videos ADD CONSTRAINT playlist_videos_one_kind
  CHECK ((video_id IS NULL) <> (external_id IS NULL));
ALTER TABLE playlist_videos ADD COLUMN entry_id text
  GENERATED ALWAYS AS (COALESCE(video_id::text, external_id)) STORED;
ALTER TABLE playlist_videos ADD PRIMARY KEY (playlist_id, entry_id);

-- The owner's order; existing entries keep the order they were added in.
ALTER TABLE playlist_videos ADD COLUMN position integer;
UPDATE playlist_videos SET position = ordered.n
FROM (
  SELECT playlist_id, entry_id,
         row_number() OVER (PARTITION BY playlist_id ORDER BY added_at, entry_id) AS n
  FROM playlist_videos
) AS ordered
WHERE playlist_videos.playlist_id = ordered.playlist_id
  AND playlist_videos.entry_id = ordered.entry_id;
ALTER TABLE playlist_videos ALTER COLUMN position SET NOT NULL;
CREATE INDEX playlist_videos_position_idx ON playlist_videos (playlist_id, position);

-- Watch history takes external videos the same way.
ALTER TABLE watch_history DROP CONSTRAINT watch_history_pkey;
ALTER TABLE watch_history ALTER COLUMN video_id DROP NOT NULL;
ALTER TABLE watch_history ADD COLUMN external_id text REFERENCES external_videos (id);
ALTER TABLE watch_history ADD CONSTRAINT watch_history_one_kind
  CHECK ((video_id IS NULL) <> (external_id IS NULL));
CREATE UNIQUE INDEX watch_history_user_video_idx ON watch_history (user_id, video_id);
CREATE UNIQUE INDEX watch_history_user_external_idx ON watch_history (user_id, external_id);

-- Every existing user gets their Watch later now; users who sign up later get it on first use.
INSERT INTO playlists (id, owner_id, name, description, kind, is_private)
SELECT substr(md5(random()::text || users.id), 1, 24), users.id, 'Watch later', '', 'watch_later', true
FROM users;
