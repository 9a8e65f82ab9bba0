import { findLinks } from './find-links';
import { findTimestamps } from './timestamp';

/** A piece of what someone wrote: plain text, an address to open, or a point in the video. */
export type RichTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'timestamp'; text: string; seconds: number };

/** What `splitRichText` looks for besides links. */
export interface SplitRichTextOptions {
  /**
   * Find timestamps ('1:23') too, where they mean a point in a video (its description and
   * comments); those past `maxSeconds`, when given, stay text.
   */
  timestamps?: false | { maxSeconds?: number | null };
}

/**
 * `text` cut into plain text, links and (when asked) timestamps, in order; joined again they give
 * `text` back. A timestamp inside an address ('…?t=1:23') is part of the link.
 */
export function splitRichText(text: string, options: SplitRichTextOptions = {}): RichTextPart[] {
  const parts: RichTextPart[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  const pushPlain = (piece: string) => {
    if (!options.timestamps) return pushText(piece);
    let at = 0;
    for (const found of findTimestamps(piece, options.timestamps.maxSeconds ?? null)) {
      pushText(piece.slice(at, found.start));
      parts.push({ kind: 'timestamp', text: found.text, seconds: found.seconds });
      at = found.end;
    }
    pushText(piece.slice(at));
  };

  let at = 0;
  for (const link of findLinks(text)) {
    pushPlain(text.slice(at, link.start));
    parts.push({ kind: 'link', text: link.text, href: link.href });
    at = link.end;
  }
  pushPlain(text.slice(at));
  return parts;
}
