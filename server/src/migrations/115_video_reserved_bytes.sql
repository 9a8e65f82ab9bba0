-- What a processing video's renditions may take, held against its owner's storage quota from the
-- upload until the transcode stores them (then the stored files count instead). The worker
-- refuses output larger than it, so renditions never take a user past the quota. Rows from
-- before hold nothing in reserve.
ALTER TABLE videos ADD COLUMN reserved_bytes bigint NOT NULL DEFAULT 0;
