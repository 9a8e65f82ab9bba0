import { useEffect, useState } from 'react';
import { parseStoryboard, type StoryboardCue } from '../storyboard';

/**
 * The seek-bar previews. A plain fetch, not the API client: the track is a media file (possibly
 * a signed link), and without it the seek bar simply has no preview.
 */
export function useStoryboard(url: string | null): StoryboardCue[] {
  const [cues, setCues] = useState<StoryboardCue[]>([]);
  useEffect(() => {
    setCues([]);
    if (!url) return undefined;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: 'include' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => setCues(parseStoryboard(text, url)))
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return cues;
}
