import he from 'he';
import { DEFAULT_LANGUAGE } from '@kinora/contract';
import { message, translate } from '../i18n/translate';
import type { MailContent } from './mailer';

/** A message as mail clients get it: the same words as plain text and as HTML. */
export interface LaidOutMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailFrame {
  /** The site's name (its settings), heading every message and signing it. */
  siteName: string;
  /** Where the site is: every link of a mail is absolute, since a mail has no page around it. */
  absoluteUrl: (pathOrUrl: string) => string;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
// Darker than the site's accent, so white text on it is readable (WCAG AA for its size).
const BUTTON = '#c9373c';
const MUTED = '#6b6b76';

const escape = (text: string) => he.escape(text);

function row(style: string, inner: string): string {
  return `<tr><td style="${style}">${inner}</td></tr>`;
}

/**
 * Everything inline and self-contained: mail clients drop `<style>` blocks and external sheets,
 * and a remote image or font would tell a tracker the mail was opened.
 */
function htmlOf(content: MailContent, frame: MailFrame, actionUrl: string | null): string {
  const rows = [
    row(
      `padding:24px 32px 0;font-size:14px;font-weight:600;color:${MUTED};`,
      escape(frame.siteName),
    ),
    row(
      'padding:12px 32px 0;',
      `<h1 style="margin:0;font-size:22px;line-height:1.3;font-weight:700;">${escape(content.heading)}</h1>`,
    ),
    ...content.paragraphs.map((paragraph) =>
      row('padding:12px 32px 0;font-size:16px;line-height:1.5;', escape(paragraph)),
    ),
  ];
  if (content.action && actionUrl) {
    const href = escape(actionUrl);
    rows.push(
      row(
        'padding:24px 32px 0;',
        `<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${BUTTON};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escape(content.action.label)}</a>`,
      ),
      row(
        `padding:16px 32px 0;font-size:13px;line-height:1.5;color:${MUTED};word-break:break-all;`,
        translate(
          message('If the button does not work, open this link: {{link}}', {
            link: `<a href="${href}" style="color:${MUTED};">${href}</a>`,
          }),
          content.language,
        ),
      ),
    );
  }
  for (const line of content.footer ?? []) {
    rows.push(
      row(`padding:16px 32px 0;font-size:13px;line-height:1.5;color:${MUTED};`, escape(line)),
    );
  }
  rows.push(row('padding:24px 32px 0;', ''));
  return [
    '<!doctype html>',
    `<html lang="${content.language ?? DEFAULT_LANGUAGE}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escape(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f6;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f6;padding:24px 8px;"><tr><td align="center">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:${FONT};color:#1c1c21;">`,
    ...rows,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

function textOf(content: MailContent, frame: MailFrame, actionUrl: string | null): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.action && actionUrl)
    blocks.push(
      translate(
        message('{{label}}: {{link}}', { label: content.action.label, link: actionUrl }),
        content.language,
      ),
    );
  const footer = content.footer ?? [];
  if (footer.length > 0) blocks.push(footer.join('\n'));
  blocks.push(`— ${frame.siteName}`);
  return `${blocks.join('\n\n')}\n`;
}

/** Lays out a message's words as its plain-text and HTML parts, with the site's name. */
export function layOutMail(content: MailContent, frame: MailFrame): LaidOutMail {
  const actionUrl = content.action ? frame.absoluteUrl(content.action.url) : null;
  return {
    subject: content.subject,
    text: textOf(content, frame, actionUrl),
    html: htmlOf(content, frame, actionUrl),
  };
}
