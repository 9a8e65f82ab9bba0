-- Files are known by their storage key alone: answers build the URLs, and signed links for
-- unpublished videos are made from the keys. An avatar whose key was never recorded gets it back
-- from its URL before the URL columns go.
UPDATE users SET avatar_key = substr(avatar_url, length('/api/v1/media/') + 1)
  WHERE avatar_key IS NULL AND avatar_url LIKE '/api/v1/media/avatars/%';
ALTER TABLE users DROP COLUMN avatar_url;
ALTER TABLE videos DROP COLUMN video_url, DROP COLUMN thumbnail_url;
