import { type RefObject, useEffect } from 'react';

const KEY_PREFIX = 'kinora:resume:';
/** Positions this close to either end are not worth resuming. */
const MARGIN_SECONDS = 5;
const SAVE_EVERY_MS = 2000;

export function resumeKey(videoId: string): string {
  return `${KEY_PREFIX}${videoId}`;
}

export function readResumePosition(videoId: string): number | null {
  try {
    const value = Number(localStorage.getItem(resumeKey(videoId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function write(videoId: string, seconds: number | null): void {
  try {
    if (seconds === null) localStorage.removeItem(resumeKey(videoId));
    else localStorage.setItem(resumeKey(videoId), String(Math.floor(seconds)));
  } catch {
    // Private mode or a full storage: resuming is a convenience, never an error.
  }
}

/**
 * Resumes a video where this browser left it, and remembers the position while it plays.
 * A finished video starts from the beginning next time.
 */
export function useResumePosition(videoRef: RefObject<HTMLVideoElement | null>, videoId: string) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let lastSave = 0;

    const restore = () => {
      const saved = readResumePosition(videoId);
      if (saved === null) return;
      const duration = Number.isFinite(video.duration) ? video.duration : Infinity;
      if (saved > MARGIN_SECONDS && saved < duration - MARGIN_SECONDS) video.currentTime = saved;
    };
    const save = () => {
      const now = Date.now();
      if (now - lastSave < SAVE_EVERY_MS) return;
      lastSave = now;
      const { currentTime, duration } = video;
      const nearEnd = Number.isFinite(duration) && currentTime > duration - MARGIN_SECONDS;
      write(videoId, currentTime < MARGIN_SECONDS || nearEnd ? null : currentTime);
    };
    const saveNow = () => {
      lastSave = 0;
      save();
    };
    const finished = () => write(videoId, null);

    if (video.readyState >= 1) restore();
    video.addEventListener('loadedmetadata', restore);
    video.addEventListener('timeupdate', save);
    video.addEventListener('pause', saveNow);
    video.addEventListener('ended', finished);
    return () => {
      video.removeEventListener('loadedmetadata', restore);
      video.removeEventListener('timeupdate', save);
      video.removeEventListener('pause', saveNow);
      video.removeEventListener('ended', finished);
    };
  }, [videoRef, videoId]);
}
