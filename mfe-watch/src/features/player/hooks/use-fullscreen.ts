import { type RefObject, useCallback, useEffect, useState } from 'react';

/** iPhone Safari has no full screen for other elements: only its own player, on the `<video>`. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
/** `lock` is in the Screen Orientation spec but not in TypeScript's DOM types. */
type LockableOrientation = ScreenOrientation & {
  lock?: (orientation: 'landscape' | 'portrait') => Promise<void>;
};

/**
 * Turns a phone to the video's orientation in full screen, as the big sites' players do. Only
 * phones and tablets allow it, and only in full screen: elsewhere it fails, and nothing changes.
 */
function lockToVideo(video: HTMLVideoElement | null): void {
  if (!video?.videoWidth || !video.videoHeight) return;
  const orientation = screen.orientation as LockableOrientation | undefined;
  const wanted = video.videoWidth >= video.videoHeight ? 'landscape' : 'portrait';
  orientation?.lock?.(wanted).catch(() => undefined);
}

/**
 * Full screen for the player's frame, not the `<video>`, so the custom controls come along; the
 * browser leaves it on Escape or its own gesture, and `fullscreen` follows.
 */
export function useFullscreen(
  frameRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setFullscreen(frameRef.current !== null && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frameRef]);

  const toggleFullscreen = useCallback(() => {
    const frame = frameRef.current;
    const video: IosVideo | null = videoRef.current;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.();
    } else if (frame?.requestFullscreen) {
      frame.requestFullscreen().then(
        () => lockToVideo(video),
        () => undefined,
      );
    } else {
      try {
        video?.webkitEnterFullscreen?.();
      } catch {
        // Refused before the video has loaded its first frame: the button works once it has.
      }
    }
  }, [frameRef, videoRef]);

  return { fullscreen, toggleFullscreen };
}
