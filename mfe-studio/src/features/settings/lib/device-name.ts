import { t } from '../../../i18n';
import type { Session } from '@kinora/shared';

/** How a signed-in device is named in the list: 'Firefox 128 on Windows 10'. */
export function deviceName({ browser, os }: Pick<Session, 'browser' | 'os'>): string {
  if (browser && os) return t('{{browser}} on {{os}}', { browser, os });
  return browser ?? os ?? t('Unknown device');
}
