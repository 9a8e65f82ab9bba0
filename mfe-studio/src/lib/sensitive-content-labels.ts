import type { SensitiveContentMode } from '@kinora/shared';

/**
 * Each way the site can show sensitive videos to visitors, as the site settings offer it and as
 * an account's settings name the site's choice.
 */
export const SITE_SENSITIVE_MODE_LABELS: Record<SensitiveContentMode, string> = {
  blur: 'Blur and warn',
  show: 'Show',
  hide: 'Hide',
};
