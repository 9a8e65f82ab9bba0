import type { KeyboardEvent } from 'react';

export const SEEK_STEP_SECONDS = 10;

function toggleFullscreen(video: HTMLVideoElement): void {
  if (document.fullscreenElement) {
    void document.exitFullscreen?.();
  } else {
    void video.requestFullscreen?.();
  }
}

/**
 * The big sites' player keys while the player has focus: k or space play/pause, j and l go
 * back and forward 10 s, f fullscreen, m mute. Returns the keydown handler for the `<video>`.
 */
export function playerKeyHandler(event: KeyboardEvent<HTMLVideoElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const video = event.currentTarget;
  const key = event.key.toLowerCase();
  switch (key) {
    case 'k':
    case ' ':
      if (video.paused) void video.play()?.catch(() => undefined);
      else video.pause();
      break;
    case 'j':
      video.currentTime = Math.max(0, video.currentTime - SEEK_STEP_SECONDS);
      break;
    case 'l': {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity;
      video.currentTime = Math.min(end, video.currentTime + SEEK_STEP_SECONDS);
      break;
    }
    case 'f':
      toggleFullscreen(video);
      break;
    case 'm':
      video.muted = !video.muted;
      break;
    default:
      return;
  }
  // The browser's own controls must not act on the same key a second time.
  event.preventDefault();
}
