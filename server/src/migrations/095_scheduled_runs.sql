-- When each periodic job last ran, for the whole site: every instance ticks, and the one whose
-- conditional update moves `last_run_at` runs the job, so it runs once per period however many
-- instances there are (and still runs when the instance that ran it last is gone).
CREATE TABLE IF NOT EXISTS scheduled_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
