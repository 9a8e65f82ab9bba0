-- The periodic runs of notification mail look across all recipients for what waits, by when it
-- was made: the last hour for mail at once, the days before today for the daily digests. The
-- index of migration 124 serves one recipient at a time (mail as a notification is made); this
-- one serves those runs without reading every unread notification of the site.
CREATE INDEX notifications_unmailed_created_idx ON notifications (created_at)
  WHERE emailed_at IS NULL AND read_at IS NULL;
