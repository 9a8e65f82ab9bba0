import { hrefs, useNavigate, type VideoCardData } from '@kinora/shared';
import { useCallback, useRef, useState } from 'react';
import { PLAY_ON_ARRIVAL } from './play-intent';

/**
 * What follows the video and when: in a playlist its next video, otherwise (autoplay on) the
 * first recommendation. When the video ends, `next` is set for the end screen; Play now and the
 * end of its countdown open that video, which then plays by itself.
 */
export function useEndScreen(videoId: string, listId: string | null, autoplay: boolean) {
  const navigate = useNavigate();
  // Refs: Up Next tells them as it loads, and the page need not re-render for it.
  const nextInList = useRef<VideoCardData | null>(null);
  const firstRecommendation = useRef<VideoCardData | null>(null);
  const rememberNextInList = useCallback((next: VideoCardData | null) => {
    nextInList.current = next;
  }, []);
  const rememberFirstRecommendation = useCallback((next: VideoCardData | null) => {
    firstRecommendation.current = next;
  }, []);

  const [ended, setEnded] = useState<{ videoId: string; next: VideoCardData } | null>(null);
  const onEnded = useCallback(() => {
    const next = listId ? nextInList.current : autoplay ? firstRecommendation.current : null;
    if (next) setEnded({ videoId, next });
  }, [videoId, listId, autoplay]);
  const dismiss = useCallback(() => setEnded(null), []);
  const playNow = useCallback(
    (next: VideoCardData) => {
      setEnded(null);
      void navigate(hrefs.watch(next.id, listId ?? undefined), { state: PLAY_ON_ARRIVAL });
    },
    [listId, navigate],
  );

  // Another video, or autoplay turned off during the countdown, ends the end screen.
  const showing = ended?.videoId === videoId && (listId !== null || autoplay);
  return {
    next: showing ? ended.next : null,
    onEnded,
    dismiss,
    playNow,
    rememberNextInList,
    rememberFirstRecommendation,
  };
}
