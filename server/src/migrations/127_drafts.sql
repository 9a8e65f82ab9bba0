-- Resumable uploads make drafts: a video row exists from the first byte, `uploading` until the
-- last one arrives, then processed as any other.
ALTER TABLE videos DROP CONSTRAINT videos_status_check;
ALTER TABLE videos
  ADD CONSTRAINT videos_status_check CHECK (status IN ('uploading', 'processing', 'ready', 'failed'));

-- A draft is private until its owner publishes it: the visibility they chose waits here, and
-- publishing moves it to `visibility`. Null for every published video, so the lists, which read
-- `visibility`, never need to know about drafts.
ALTER TABLE videos
  ADD COLUMN draft_visibility text CHECK (draft_visibility IN ('public', 'unlisted', 'private'));

-- A video uploaded without a thumbnail has none until processing has taken frames from it.
ALTER TABLE videos ALTER COLUMN thumbnail_key DROP NOT NULL;

-- The frames processing offers as the thumbnail: storage keys of JPEG files, in order.
ALTER TABLE videos ADD COLUMN thumbnail_choices jsonb;
