import { hrefs, LinkTabs } from '@kinora/shared';

/** The queue and the log, as two tabs that are pages. */
export function ModerationNav() {
  return (
    <LinkTabs
      label="Moderation sections"
      tabs={[
        { to: hrefs.moderation(), label: 'Queue', end: true },
        { to: hrefs.moderationLog(), label: 'Log' },
      ]}
    />
  );
}
