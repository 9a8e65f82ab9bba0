import { type RefObject, useEffect, useRef, useState } from 'react';
import { startPlayback } from '../start-playback';

/**
 * Starts the video once it has a source, when the viewer came to play it (autoplay, a playlist,
 * Play now). hls.js sets its source a moment later than a plain file: then the start waits for
 * the element's `loadstart`. Returns whether the browser made it start muted, for the hint to
 * unmute; read once per video, like everything of a player mounted per video.
 */
export function usePlayOnArrival(
  videoRef: RefObject<HTMLVideoElement | null>,
  wanted: boolean,
): boolean {
  const wantedOnMount = useRef(wanted);
  const [startedMuted, setStartedMuted] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !wantedOnMount.current) return undefined;
    let current = true;
    const start = () => {
      video.removeEventListener('loadstart', start);
      startPlayback(video).then(
        (result) => {
          if (current && result === 'muted') setStartedMuted(true);
        },
        () => undefined,
      );
    };
    if (video.currentSrc || video.getAttribute('src')) start();
    else video.addEventListener('loadstart', start);
    return () => {
      current = false;
      video.removeEventListener('loadstart', start);
    };
  }, [videoRef]);
  return startedMuted;
}
