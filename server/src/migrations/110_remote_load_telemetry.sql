-- How each remote loaded in people's browsers, as the shell reports it: the platform page's load
-- times and failure rates. Only a short window is kept (housekeeping deletes older rows), so the
-- table stays small however busy the site is.
CREATE TABLE remote_loads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  url text NOT NULL,
  version text,
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  outcome text NOT NULL CHECK (outcome IN ('ok', 'failed')),
  failure_kind text CHECK (failure_kind IN ('network', 'timeout', 'skew', 'runtime')),
  reported_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX remote_loads_reported_at_idx ON remote_loads (reported_at);
