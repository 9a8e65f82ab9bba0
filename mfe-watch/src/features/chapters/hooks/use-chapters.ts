import { chapterIndexAt, parseChapters } from '@kinora/shared/video-text';
import { useCallback, useMemo, useState } from 'react';

/**
 * The chapters of the video on the page, read from its description, and the one playing.
 * Only a video the page can seek has them (`seekable`: the site's own player; YouTube's embed
 * takes no commands from the page). `follow` is told where playback is as it moves; the page
 * renders again only when that changes the chapter.
 */
export function useChapters(
  video: { description: string; duration: number | null } | null,
  seekable: boolean,
) {
  const description = video?.description ?? '';
  const duration = video?.duration ?? null;
  const chapters = useMemo(
    () => (seekable ? parseChapters(description, duration) : []),
    [seekable, description, duration],
  );
  const [current, setCurrent] = useState(0);
  const follow = useCallback(
    (seconds: number) => setCurrent(Math.max(0, chapterIndexAt(chapters, seconds))),
    [chapters],
  );
  return { chapters, current: Math.min(current, Math.max(0, chapters.length - 1)), follow };
}
