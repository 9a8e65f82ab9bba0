-- A video plays while its lowest rung is still being encoded: its rung's playlist grows as
-- segments land and ends when the rung is done. Until then the row is ready but its stream is
-- unfinished, so another attempt (after a crash) makes the rung again instead of only adding the
-- higher ones, and a failure takes the video back from ready.
ALTER TABLE videos ADD COLUMN growing_rung boolean NOT NULL DEFAULT false;
