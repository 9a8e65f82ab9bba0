import { t } from '../../i18n';

/** '1 video', '12 videos', in the interface's language. */
export function formatVideoCount(count: number): string {
  return t('{{count}} videos', { count });
}
