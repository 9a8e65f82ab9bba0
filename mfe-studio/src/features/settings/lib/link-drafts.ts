import { t } from '../../../i18n';
import type { ChannelLink } from '@kinora/shared';

export interface LinkErrors {
  title?: string;
  url?: string;
}

/** Whether a typed address is one the server keeps: an http(s) URL with a host. */
function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** The links as they will be sent: trimmed; a row left wholly empty is dropped. */
export function cleanLinks(drafts: readonly ChannelLink[]): ChannelLink[] {
  return drafts
    .map((link) => ({ title: link.title.trim(), url: link.url.trim() }))
    .filter((link) => link.title !== '' || link.url !== '');
}

/** Per row, what to fix before saving (the server checks the same, this only says it sooner). */
export function linkErrors(links: readonly ChannelLink[]): LinkErrors[] {
  return links.map((link) => ({
    ...(link.title ? {} : { title: t('Give the link a title.') }),
    ...(isWebAddress(link.url)
      ? {}
      : { url: t('Enter a web address starting with http:// or https://.') }),
  }));
}

export function sameLinks(a: readonly ChannelLink[], b: readonly ChannelLink[]): boolean {
  return (
    a.length === b.length &&
    a.every((link, index) => link.title === b[index]?.title && link.url === b[index]?.url)
  );
}
