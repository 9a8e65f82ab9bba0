import { message, type Message } from '../i18n/translate';

/**
 * A size as people read it: `2 GB`, `10 MB`, `4 KB`, a message of its own so that each language
 * writes its units (and its decimal mark) its way.
 */
export function formatLimit(bytes: number): Message {
  const gb = 1024 ** 3;
  const mb = 1024 ** 2;
  const kb = 1024;
  const tenths = (unit: number) => Math.floor((bytes / unit) * 10) / 10;
  if (bytes >= gb) return message('{{size}} GB', { size: tenths(gb) });
  if (bytes >= mb) return message('{{size}} MB', { size: tenths(mb) });
  if (bytes >= kb) return message('{{size}} KB', { size: tenths(kb) });
  return message('{{size}} bytes', { size: bytes });
}
