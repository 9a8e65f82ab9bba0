import { hrefs, LinkTabs } from '@kinora/shared';
import { useT } from '../../../i18n';
import { MODERATION_HELD_PATH } from '../paths';

/** The queue, what the site's words hold, and the log, as tabs that are pages. */
export function ModerationNav() {
  const t = useT();
  return (
    <LinkTabs
      label={t('Moderation sections')}
      tabs={[
        { to: hrefs.moderation(), label: t('Queue'), end: true },
        { to: MODERATION_HELD_PATH, label: t('Held') },
        { to: hrefs.moderationLog(), label: t('Log') },
      ]}
    />
  );
}
