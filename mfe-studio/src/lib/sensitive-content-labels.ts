import { t } from '../i18n';
import type { SensitiveContentMode } from '@kinora/shared';

/**
 * Each way the site can show sensitive videos to visitors, as the site settings offer it and as
 * an account's settings name the site's choice. Getters: each read is in the interface's language
 * of the moment, not the one of the module's first import.
 */
export const SITE_SENSITIVE_MODE_LABELS: Readonly<Record<SensitiveContentMode, string>> = {
  get blur() {
    return t('Blur and warn');
  },
  get show() {
    return t('Show');
  },
  get hide() {
    return t('Hide');
  },
};
