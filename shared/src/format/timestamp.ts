/**
 * Points in a video as people write them: 'm:ss' (minutes may run past 59: '75:30') or
 * 'h:mm:ss'. Seconds and, with hours, minutes take two digits, so '1:2' and '12:345' are not
 * timestamps.
 */
const TIMESTAMP = /^(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)$/;

/** '1:23' → 83, '1:02:03' → 3723; null when `text` is not a timestamp as a whole. */
export function parseTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const [, hours, minutesAfterHours, minutesAlone, seconds] = match;
  if (hours !== undefined && minutesAfterHours !== undefined) {
    return Number(hours) * 3600 + Number(minutesAfterHours) * 60 + Number(seconds);
  }
  return Number(minutesAlone) * 60 + Number(seconds);
}

export interface FoundTimestamp {
  /** Where it starts and ends in the text (end exclusive). */
  start: number;
  end: number;
  /** As written: '1:23'. */
  text: string;
  /** The point it names: 83. */
  seconds: number;
}

const CANDIDATE = /\d{1,3}(?::\d{2}){1,2}/g;
/** Before one: part of a word, a number or an address ('v1:23', '2.1:30', '/1:23'). */
const GLUED_BEFORE = /[\p{L}\p{N}_:./]/u;
/** After one: more of a word or number ('10:30am', '1:23:456', '1:23.5'). */
const GLUED_AFTER = /^(?:[\p{L}\p{N}_]|[:.,]\d)/u;

/**
 * Every timestamp in `text`, in order; with `maxSeconds` (the video's length, when known) those
 * past the end stay text, so a time of day in a short video's description is not a button.
 */
export function findTimestamps(text: string, maxSeconds: number | null = null): FoundTimestamp[] {
  const found: FoundTimestamp[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start > 0 && GLUED_BEFORE.test(text.charAt(start - 1))) continue;
    if (GLUED_AFTER.test(text.slice(end, end + 2))) continue;
    const seconds = parseTimestamp(match[0]);
    if (seconds === null || (maxSeconds !== null && seconds > maxSeconds)) continue;
    found.push({ start, end, text: match[0], seconds });
  }
  return found;
}
