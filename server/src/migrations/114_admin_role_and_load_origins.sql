-- The admin role lives on the account, granted by the operator's `kinora admin grant` and never
-- derived from an email address (addresses are not verified: anyone may register any of them).
ALTER TABLE users
  ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin'));
-- Few accounts are admins: `kinora admin list` and the first-admin check read this index only.
CREATE INDEX users_admins_idx ON users (username) WHERE role = 'admin';

-- Remote-load reports that name a remote, manifest or version the deployment file did not name
-- when they arrived: anyone may send reports, so these are shown apart and never counted in a
-- remote's failure rate.
ALTER TABLE remote_loads ADD COLUMN known boolean NOT NULL DEFAULT true;
-- Who sent a report, as a keyed hash of the address (its /64 for IPv6), never the address: a cap
-- on the rows one address may add in the window counts by it.
ALTER TABLE remote_loads ADD COLUMN reporter text;
CREATE INDEX remote_loads_reporter_idx ON remote_loads (reporter, reported_at);
