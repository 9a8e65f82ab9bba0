-- "Download your data": an account's archive of its own data, written by a job, kept a week.
CREATE TABLE data_exports (
  id             char(24) PRIMARY KEY,
  user_id        char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state          text NOT NULL CHECK (state IN ('preparing', 'ready', 'failed')),
  -- The archive in storage once it is written; deleted with the row.
  storage_key    text,
  size_bytes     bigint,
  failure_reason text,
  requested_at   timestamptz NOT NULL DEFAULT now(),
  ready_at       timestamptz,
  expires_at     timestamptz
);
-- One archive at a time per account: a second request while one is prepared is refused.
CREATE UNIQUE INDEX data_exports_one_preparing ON data_exports (user_id) WHERE state = 'preparing';
CREATE INDEX data_exports_by_user ON data_exports (user_id, requested_at DESC);
CREATE INDEX data_exports_expiry ON data_exports (expires_at) WHERE expires_at IS NOT NULL;
