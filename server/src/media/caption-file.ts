import { parseText, parseVTTTimestamp, ParseError, type VTTCue } from 'media-captions';
import { badRequest, message } from '../lib/http-error';

/** A cue's words as a viewer reads them, with the time they are said: what search finds. */
export interface SpokenCue {
  startMs: number;
  text: string;
}

/** What `checkCaptionFile` makes of an upload: the WebVTT to store, and what it was. */
export interface CheckedCaptions {
  vtt: string;
  format: 'vtt' | 'srt';
  cues: number;
  /** Its cues with words in them, in file order. */
  spoken: SpokenCue[];
}

/** The words of cue text: tags (`<i>`, `<v Speaker>`, `<00:01.000>`) out, entities read, one line. */
export function cueWords(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words said, cue by cue, from parsed cues. */
export function spokenCues(cues: readonly Pick<VTTCue, 'startTime' | 'text'>[]): SpokenCue[] {
  return cues
    .map((cue) => ({ startMs: Math.round(cue.startTime * 1000), text: cueWords(cue.text) }))
    .filter((cue) => cue.text !== '');
}

/**
 * The words said in a stored WebVTT file, read leniently: a file checked when it was uploaded,
 * read again to index it for search.
 */
export async function spokenCuesOf(vtt: string): Promise<SpokenCue[]> {
  const result = await parseText(vtt, { type: 'vtt' });
  return spokenCues(result.cues);
}

const BOM = 0xfeff;

/**
 * The file as text, or a 400 naming the first line that is not UTF-8 (a caption file in another
 * encoding would otherwise be stored as mojibake). Decoded line by line so the error can say
 * where; a byte-order mark is dropped.
 */
function decodeUtf8(bytes: Buffer): string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const lines: string[] = [];
  let start = 0;
  let line = 1;
  while (start <= bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline < 0 ? bytes.length : newline;
    try {
      lines.push(decoder.decode(bytes.subarray(start, end)));
    } catch {
      throw badRequest(
        message('Line {{line}}: the file is not UTF-8 text. Save it as UTF-8 and try again.', {
          line,
        }),
      );
    }
    if (newline < 0) break;
    start = newline + 1;
    line += 1;
  }
  const text = lines.join('\n').replace(/\r\n?/g, '\n');
  return text.charCodeAt(0) === BOM ? text.slice(1) : text;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a cue time. */
function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * WebVTT from the cues of an SRT file: its timings and text (SRT's `<i>`/`<b>`/`<u>` are WebVTT
 * tags as well). A cue's text may not hold `-->`, nor a blank line, in WebVTT.
 */
export function toWebVtt(cues: readonly Pick<VTTCue, 'startTime' | 'endTime' | 'text'>[]): string {
  const blocks = cues.map((cue) => {
    const text = cue.text
      .replace(/-->/g, '--&gt;')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .join('\n');
    return `${vttTime(cue.startTime)} --> ${vttTime(cue.endTime)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The parser leaves out a cue whose end is not after its start without a word, and does not know
 * the video: each timing line (`… --> …`) is checked here, so the error names its line.
 */
function checkTimings(text: string, maxSeconds: number): void {
  text.split('\n').forEach((line, i) => {
    const arrow = line.indexOf('-->');
    if (arrow < 0) return;
    const time = (part: string) =>
      parseVTTTimestamp(part.trim().split(/\s+/)[0]?.replace(',', '.') ?? '');
    const start = time(line.slice(0, arrow));
    const end = time(line.slice(arrow + 3));
    const where = i + 1;
    if (start === null || end === null)
      throw badRequest(
        message('Line {{line}}: the cue timing "{{timing}}" is not valid.', {
          line: where,
          timing: line.trim(),
        }),
      );
    if (end <= start)
      throw badRequest(message('Line {{line}}: the cue ends before it starts.', { line: where }));
    if (end > maxSeconds)
      throw badRequest(
        message(
          'Line {{line}}: the cue ends at {{end}}, after the end of the video ({{videoEnd}}).',
          { line: where, end: vttTime(end), videoEnd: vttTime(maxSeconds) },
        ),
      );
  });
}

/**
 * Checks an uploaded caption file (WebVTT, or SRT when it does not start with the WebVTT
 * signature) against the video it is for, and answers the WebVTT to store: a WebVTT file as sent
 * (its styles and regions kept), an SRT file converted. Every refusal is a 400 naming the line.
 */
export async function checkCaptionFile(
  bytes: Buffer,
  limits: { maxEndSeconds: number },
): Promise<CheckedCaptions> {
  const text = decodeUtf8(bytes);
  const format = /^WEBVTT(?:[ \t\n]|$)/.test(text) ? 'vtt' : 'srt';
  let cues: VTTCue[];
  try {
    const result = await parseText(text, { type: format, strict: true });
    const [first] = result.errors;
    if (first) throw first;
    cues = result.cues;
  } catch (err) {
    if (err instanceof ParseError)
      // The parser's own words (in English) inside a sentence that names the line.
      throw badRequest(
        message('Line {{line}}: {{problem}}.', {
          line: err.line,
          problem: err.message.replace(/ on line \d+$/, ''),
        }),
      );
    throw err;
  }
  checkTimings(text, limits.maxEndSeconds);
  if (cues.length === 0)
    throw badRequest(
      message('Line 1: no captions found. Upload a WebVTT (.vtt) or SRT (.srt) file.'),
    );
  const vtt = format === 'vtt' ? (text.endsWith('\n') ? text : `${text}\n`) : toWebVtt(cues);
  return { vtt, format, cues: cues.length, spoken: spokenCues(cues) };
}
