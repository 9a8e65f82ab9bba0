/**
 * Web addresses in what people write (posts, comments, descriptions), found by a strict rule of
 * our own rather than a library: the workspace's only linkifier comes in through the server's
 * mail parser, and the shared singleton should not carry one for what this rule does. Only
 * `http://`, `https://` and `www.` addresses become links, so no other scheme (`javascript:`,
 * `data:`, `mailto:`) and no bare word that merely looks like a domain ever does, and e-mail
 * addresses stay text.
 */

export interface FoundLink {
  /** Where the address starts and ends in the text (end exclusive). */
  start: number;
  end: number;
  /** As written. */
  text: string;
  /** What the link opens: the address normalised, `https://` before a bare `www.`. */
  href: string;
}

/** A link of more than this is more likely a pasted blob than an address to follow. */
const MAX_LINK_LENGTH = 2048;

// An address ends at white space, at the angle brackets and double quotes people wrap addresses
// in, and at control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what ends it
const CANDIDATE = /(?:https?:\/\/|www\.)[^\s<>"\u0000-\u001f\u007f]+/giu;

/** A character that glues the candidate to a word or address before it ('xhttp://', 'a@www.'). */
const GLUED_BEFORE = /[\p{L}\p{N}_@.\-/+&=%~#?$]/u;

/** Punctuation that ends a sentence around an address rather than the address itself. */
const TRAILING = new Set(['.', ',', ':', ';', '!', '?', "'", '*', '…', '。', '、']);

/** Closers kept only when the address opened them ('…/Foo_(bar)' keeps its ')'). */
const OPENER_OF: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
const TOP_LABEL = String.raw`(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})`;
const DOMAIN = String.raw`(?:${LABEL}\.)+${TOP_LABEL}`;
const IPV4 = String.raw`(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)`;
const PORT = String.raw`(?::\d{1,5})?`;
/**
 * The host and port, then the end or the rest of the address. Never a user name before the host:
 * 'https://bank.example@evil.example' reads as the bank's address and opens the other one.
 */
const WITH_SCHEME = new RegExp(
  String.raw`^https?:\/\/(?:${DOMAIN}|${IPV4}|localhost)${PORT}(?:[/?#]|$)`,
  'iu',
);
const WITH_WWW = new RegExp(String.raw`^www\.${DOMAIN}${PORT}(?:[/?#]|$)`, 'iu');

const countOf = (text: string, char: string) => text.split(char).length - 1;

/** The candidate without the punctuation of the sentence it sits in. */
function trimTrailing(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text.at(-1) ?? '';
    const opener = OPENER_OF[last];
    if (TRAILING.has(last) || (opener && countOf(text, opener) < countOf(text, last))) {
      text = text.slice(0, -1);
    } else {
      return text;
    }
  }
}

/** The link `text` opens, or null when it is not an address this rule accepts. */
function hrefOf(text: string): string | null {
  if (text.length > MAX_LINK_LENGTH) return null;
  const bare = /^www\./i.test(text);
  if (!(bare ? WITH_WWW : WITH_SCHEME).test(text)) return null;
  try {
    const url = new URL(bare ? `https://${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Every address in `text` that opens as a link, in order. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    if (start > 0 && GLUED_BEFORE.test(text.charAt(start - 1))) continue;
    const written = trimTrailing(match[0]);
    const href = hrefOf(written);
    if (href) links.push({ start, end: start + written.length, text: written, href });
  }
  return links;
}
