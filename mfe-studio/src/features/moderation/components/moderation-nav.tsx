import { hrefs, LinkTabs } from '@kinora/shared';
import { MODERATION_HELD_PATH } from '../paths';

/** The queue, what the site's words hold, and the log, as tabs that are pages. */
export function ModerationNav() {
  return (
    <LinkTabs
      label="Moderation sections"
      tabs={[
        { to: hrefs.moderation(), label: 'Queue', end: true },
        { to: MODERATION_HELD_PATH, label: 'Held' },
        { to: hrefs.moderationLog(), label: 'Log' },
      ]}
    />
  );
}
