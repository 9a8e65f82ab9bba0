CREATE TABLE playlists (
  id           char(24) PRIMARY KEY,
  owner_id     char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX playlists_owner_created_idx ON playlists (owner_id, created_at DESC, id DESC);

-- A video at most once per playlist.
CREATE TABLE playlist_videos (
  playlist_id  char(24) NOT NULL REFERENCES playlists (id) ON DELETE CASCADE,
  video_id     char(24) NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  added_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (playlist_id, video_id)
);
CREATE INDEX playlist_videos_video_idx ON playlist_videos (video_id);
CREATE INDEX playlist_videos_added_idx ON playlist_videos (playlist_id, added_at);
