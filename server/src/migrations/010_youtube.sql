-- External provider (YouTube): shared answer cache and the daily quota budget.

CREATE TABLE IF NOT EXISTS youtube_cache (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Pruning removes rows long past their expiry.
CREATE INDEX IF NOT EXISTS youtube_cache_expires_at_idx ON youtube_cache (expires_at);

-- One row per Pacific day and bucket ('search' counts calls, 'units' counts quota units).
CREATE TABLE IF NOT EXISTS youtube_budget (
  day text NOT NULL,
  method text NOT NULL,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (day, method)
);
