-- A video is ready as soon as its lowest rung plays; its higher rungs are transcoded afterwards
-- and added to its master playlist. While that goes on the row stays `ready` (watchable, listed)
-- with this set: the pipeline still owns its processing stage, progress and heartbeat, a dead
-- worker's job is retried, and its reservation still counts against the owner's quota.
ALTER TABLE videos ADD COLUMN adding_rungs boolean NOT NULL DEFAULT false;
