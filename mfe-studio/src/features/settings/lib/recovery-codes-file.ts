import { t } from '../../../i18n';

/** Lower case, letters and digits, dashes between: a part of a file name any system keeps. */
const fileNamePart = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * 'kinora-ann-recovery-codes.txt': named after the site and the account, so a person with
 * accounts on several sites (or several accounts) knows which file is which.
 */
export function recoveryCodesFileName(siteName: string, username: string): string {
  const parts = [fileNamePart(siteName), fileNamePart(username)].filter(Boolean);
  return `${[...parts, 'recovery-codes'].join('-')}.txt`;
}

interface RecoveryCodesFile {
  siteName: string;
  username: string;
  /** The site's address, so the file says where the codes work. */
  origin: string;
  codes: readonly string[];
  createdAt: Date;
}

/** The text file's content: whose codes, where they work, how to use them, then one per line. */
export function recoveryCodesText({
  siteName,
  username,
  origin,
  codes,
  createdAt,
}: RecoveryCodesFile): string {
  return [
    t('Recovery codes for {{username}} on {{site}} ({{origin}})', {
      username,
      site: siteName,
      origin,
    }),
    t('Made on {{date}}. Making new ones stops these from working.', {
      date: createdAt.toISOString().slice(0, 10),
    }),
    t('Each code signs you in once in place of a code from your authenticator app.'),
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
