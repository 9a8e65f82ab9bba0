import { type RefObject, useCallback, useEffect } from 'react';
import { PLAYBACK_RATES } from '../player-shortcuts';

const RATE_KEY = 'kinora:playback-rate';

/** The speed chosen last in this browser; Normal when none was, or the stored one is not offered. */
export function readPlaybackRate(): number {
  try {
    const stored = Number(localStorage.getItem(RATE_KEY));
    return PLAYBACK_RATES.find((rate) => rate === stored) ?? 1;
  } catch {
    return 1;
  }
}

function storePlaybackRate(rate: number): void {
  try {
    if (rate === 1) localStorage.removeItem(RATE_KEY);
    else localStorage.setItem(RATE_KEY, String(rate));
  } catch {
    // Without storage the speed lasts for this video only.
  }
}

/**
 * The playback speed, remembered in this browser like the big sites do. `defaultPlaybackRate`
 * is set with it because loading a source resets the speed to that default, and hls.js loads
 * one after this runs (as does a swap to fresh links or to the MP4).
 */
export function usePlaybackRate(videoRef: RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const rate = readPlaybackRate();
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [videoRef]);

  return useCallback(
    (rate: number) => {
      const video = videoRef.current;
      if (!video) return;
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
      storePlaybackRate(rate);
    },
    [videoRef],
  );
}
