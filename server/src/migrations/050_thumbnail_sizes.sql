-- Thumbnails in responsive sizes: `thumbnails/<thumbnail_dir>/<width>.webp` and `….jpg` for each
-- width of `thumbnail_widths` (a JSON array, narrowest first, none wider than the upload); the
-- largest is `thumbnail_width` x `thumbnail_height`. `thumbnail_key` stays the one file of clients
-- that take a single URL, the largest WebP. Rows from before keep their single WebP (or the demo's
-- JPEG) and nulls here.
ALTER TABLE videos
  ADD COLUMN thumbnail_dir text,
  ADD COLUMN thumbnail_widths jsonb,
  ADD COLUMN thumbnail_width integer,
  ADD COLUMN thumbnail_height integer,
  ADD CONSTRAINT videos_thumbnail_set_whole CHECK (
    (thumbnail_dir IS NULL) = (thumbnail_widths IS NULL)
    AND (thumbnail_dir IS NULL) = (thumbnail_width IS NULL)
    AND (thumbnail_dir IS NULL) = (thumbnail_height IS NULL)
  );
-- The media route finds the video of a requested size by its folder.
CREATE INDEX videos_thumbnail_dir_idx ON videos (thumbnail_dir);
