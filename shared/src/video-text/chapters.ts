import { parseTimestamp, sharedT } from '@kinora/shared';

/** A part of a video its description names, as YouTube reads chapters. */
export interface Chapter {
  /** Seconds from the start of the video. */
  start: number;
  /** Where the next chapter starts, or the video's end; null when its length is unknown. */
  end: number | null;
  /** What the line says after its timestamp; without any, 'Chapter 2' in the interface's words. */
  title: string;
}

/** Fewer chapters than this are no chapters. */
export const MIN_CHAPTERS = 3;
/** Seconds each chapter lasts at least. */
export const MIN_CHAPTER_SECONDS = 10;

/**
 * A line that starts with a timestamp: '0:00 Intro', '00:00 - Intro', '1:02:03 | Title',
 * '(0:00) Intro'. Whatever is between the timestamp and the title (a dash, a colon, a bar, a
 * bullet) is a separator, not part of the title.
 */
const CHAPTER_LINE =
  /^\s*[([]?(\d{1,3}(?::\d{2}){1,2})[)\]]?(?=\s|[-–—:|•·]|$)[\s\-–—:|•·]*(.*?)\s*$/;

/**
 * The chapters a description names, by YouTube's rule: its lines that start with a timestamp,
 * at least `MIN_CHAPTERS` of them, the first at 0:00, in ascending order, each at least
 * `MIN_CHAPTER_SECONDS` long (the last one too, to `duration` when it is known). Anything else
 * gives none: a description that does not follow the rule is only text, its timestamps still
 * links. Lines without a timestamp at their start are ignored.
 */
export function parseChapters(description: string, duration: number | null): Chapter[] {
  const starts: { start: number; title: string }[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = CHAPTER_LINE.exec(line);
    if (!match) continue;
    const start = parseTimestamp(match[1] ?? '');
    if (start === null) continue;
    starts.push({ start, title: match[2] ?? '' });
  }
  if (starts.length < MIN_CHAPTERS || starts[0]?.start !== 0) return [];

  const known = duration !== null && Number.isFinite(duration) && duration > 0 ? duration : null;
  const chapters: Chapter[] = [];
  for (const [index, { start, title }] of starts.entries()) {
    const end = starts[index + 1]?.start ?? known;
    // Out of order, too short, or past the video's end (a negative length): not chapters.
    if (end !== null && end - start < MIN_CHAPTER_SECONDS) return [];
    chapters.push({
      start,
      end,
      title: title || sharedT('Chapter {{number}}', { number: index + 1 }),
    });
  }
  return chapters;
}

/** The index of the chapter playing at `seconds`, or -1 (no chapters). */
export function chapterIndexAt(chapters: readonly Chapter[], seconds: number): number {
  let found = -1;
  for (const [index, chapter] of chapters.entries()) {
    if (chapter.start <= seconds) found = index;
    else break;
  }
  return chapters.length > 0 ? Math.max(found, 0) : -1;
}
