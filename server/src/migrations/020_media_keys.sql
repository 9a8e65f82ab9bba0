-- The media route looks a requested file up by its storage key to decide who may fetch it.
CREATE INDEX videos_video_key_idx ON videos (video_key);
CREATE INDEX videos_thumbnail_key_idx ON videos (thumbnail_key);
