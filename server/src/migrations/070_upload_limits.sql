-- Upload limits (issue 15): the uploads each user has in flight, kept in the database so that
-- every instance counts the same ones, and the size of every stored object, for storage quotas.

CREATE TABLE upload_slots (
  id       char(24) PRIMARY KEY,
  user_id  char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Touched while the upload runs: a slot left untouched belongs to an instance that died.
  seen_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_slots_user_idx ON upload_slots (user_id);

-- Written by the storage as it stores and deletes. `folder` is the random folder of a stream or
-- thumbnail-set key (`streams/<folder>/…`, `thumbnails/<folder>/…`), null for a single file.
-- Objects stored before this migration are not listed, so they count toward no quota.
CREATE TABLE stored_objects (
  key     text PRIMARY KEY,
  folder  text,
  bytes   bigint NOT NULL
);
CREATE INDEX stored_objects_folder_idx ON stored_objects (folder) WHERE folder IS NOT NULL;
