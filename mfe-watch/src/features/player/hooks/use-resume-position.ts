import { saveWatchPosition } from '@kinora/shared';
import { type RefObject, useEffect, useRef } from 'react';

const KEY_PREFIX = 'kinora:resume:';
/** Earlier than this there is nothing worth resuming. */
const MIN_RESUME_SECONDS = 3;
/** In the last 5% the video is as good as watched: start it over (short videos too). */
const WATCHED_FRACTION = 0.95;
const LOCAL_SAVE_EVERY_MS = 2000;
/** Often enough to resume near the right spot elsewhere, rarely enough to spare the server. */
const SERVER_SAVE_EVERY_MS = 10_000;

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

function writeLocal(videoId: string, seconds: number | null): void {
  try {
    if (seconds === null) localStorage.removeItem(resumeKey(videoId));
    else localStorage.setItem(resumeKey(videoId), String(Math.floor(seconds)));
  } catch {
    // Private mode or a full storage: resuming is a convenience, never an error.
  }
}

/** A saved position worth jumping to, or null to start from the beginning. */
export function resumablePosition(saved: number | null | undefined, duration: number) {
  if (saved === null || saved === undefined || !Number.isFinite(saved)) return null;
  if (saved < MIN_RESUME_SECONDS) return null;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration * WATCHED_FRACTION)
    return null;
  return saved;
}

export interface ResumeOptions {
  videoId: string;
  /** Signed in: positions live on the server (they follow the person); else in this browser. */
  signedIn: boolean;
  /** `resumePosition` from `GET /videos/:id`, for the signed-in viewer. */
  serverPosition?: number | null;
  /** `?t=` of a shared link: it wins over any saved position. */
  startAt?: number | null;
}

/**
 * Starts the video where the viewer left it (or at `?t=`) and keeps the position while it plays:
 * on the server for signed-in viewers, throttled and once more on pause and when the page goes
 * away; in localStorage for anonymous ones.
 */
export function useResumePosition(
  videoRef: RefObject<HTMLVideoElement | null>,
  { videoId, signedIn, serverPosition = null, startAt = null }: ResumeOptions,
) {
  // Read once per video: a later refetch must not move the playhead under the viewer.
  const start = useRef({ videoId, serverPosition, startAt });
  if (start.current.videoId !== videoId) start.current = { videoId, serverPosition, startAt };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let restored = false;
    let lastLocalSave = 0;
    let lastServerSave = 0;
    let lastSent: number | null = null;

    const restore = () => {
      if (restored) return;
      restored = true;
      const { duration } = video;
      const { startAt: linked, serverPosition: remote } = start.current;
      if (linked !== null && linked > 0 && (!Number.isFinite(duration) || linked < duration)) {
        video.currentTime = linked;
        return;
      }
      const saved = resumablePosition(signedIn ? remote : readResumePosition(videoId), duration);
      if (saved !== null) video.currentTime = saved;
    };

    const sendToServer = (keepalive: boolean) => {
      const position = Math.floor(video.currentTime);
      if (!Number.isFinite(position) || position === lastSent) return;
      lastSent = position;
      lastServerSave = Date.now();
      saveWatchPosition(videoId, position, { keepalive }).catch(() => {
        // Losing one position update only costs a few seconds of resume accuracy.
        lastSent = null;
      });
    };

    const saveLocal = (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastLocalSave < LOCAL_SAVE_EVERY_MS) return;
      lastLocalSave = now;
      const { currentTime, duration } = video;
      writeLocal(videoId, resumablePosition(currentTime, duration));
    };

    const onTimeUpdate = () => {
      if (!signedIn) saveLocal(false);
      else if (!video.paused && Date.now() - lastServerSave >= SERVER_SAVE_EVERY_MS) {
        sendToServer(false);
      }
    };
    const onPause = () => (signedIn ? sendToServer(false) : saveLocal(true));
    const onEnded = () => (signedIn ? sendToServer(false) : writeLocal(videoId, null));
    const onPageHide = () => (signedIn ? sendToServer(true) : saveLocal(true));

    if (video.readyState >= 1) restore();
    video.addEventListener('loadedmetadata', restore);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      video.removeEventListener('loadedmetadata', restore);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving for another page of the site: keep where the viewer was.
      if (restored && video.currentTime > 0) onPageHide();
    };
  }, [videoRef, videoId, signedIn]);
}
