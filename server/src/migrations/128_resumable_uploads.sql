-- Resumable (tus) uploads. The row is the upload's record for every instance and survives a
-- restart: `info` is what the tus store keeps about it (its configstore), the other columns are
-- what Kinora needs without asking the store (the owner, the draft it fills, how far it is), so
-- the studio's list reads an upload's progress with the video in one indexed join.
CREATE TABLE resumable_uploads (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The draft the upload fills; the upload goes when its draft is deleted (its parts are removed
  -- by whoever deletes the draft).
  video_id text NOT NULL UNIQUE REFERENCES videos(id) ON DELETE CASCADE,
  total bigint NOT NULL CHECK (total >= 0),
  received bigint NOT NULL DEFAULT 0 CHECK (received >= 0),
  -- The type the first bytes were sniffed as; null until they arrived.
  sniffed_type text,
  info jsonb,
  -- An unfinished upload is removed with its draft this long after its last byte arrived.
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resumable_uploads_expires_at ON resumable_uploads (expires_at);
CREATE INDEX resumable_uploads_owner_id ON resumable_uploads (owner_id);
