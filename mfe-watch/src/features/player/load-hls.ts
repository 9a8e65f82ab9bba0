import { isOwnVideoId } from '@kinora/shared';
import type * as HlsLight from 'hls.js/light';

type HlsModule = typeof HlsLight;

let pending: Promise<HlsModule> | null = null;

/**
 * hls.js, in a chunk of its own that only own-video watch pages fetch. The light build: Kinora's
 * ladder has muxed audio and no DRM, and captions are the player's own `<track>` elements (the
 * element shows them on the media clock, on this path and the MP4's alike), so the alternate-audio,
 * subtitle and EME code of the full build would be 60 KB (gzipped) more to download before the
 * first frame. The request is
 * shared, so starting it early costs nothing when the player asks again.
 */
export function loadHls(): Promise<HlsModule> {
  const request =
    pending ??
    import(/* webpackChunkName: "hls" */ 'hls.js/light').catch((error: unknown) => {
      // A failed chunk (offline, a redeploy) may load on the next try.
      pending = null;
      throw error;
    });
  pending = request;
  return request;
}

/**
 * Starts hls.js downloading beside the watch page's own chunk when the address names an own
 * video, rather than after the page has loaded and asked for the video: on a slow link that is a
 * few hundred milliseconds less before the first frame.
 */
export function preloadHlsFor(videoId: string | undefined): void {
  if (isOwnVideoId(videoId)) loadHls().catch(() => undefined);
}
