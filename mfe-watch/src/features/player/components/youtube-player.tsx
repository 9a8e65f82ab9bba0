import { useEffect } from 'react';
import { recordExternalWatch, useIsAuthenticated } from '@kinora/shared';
import { Frame } from './native-player';

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=0`;
}

/** An external video in YouTube's privacy-enhanced embed, never starting by itself. */
export function YoutubePlayer({ videoId, title }: { videoId: string; title: string }) {
  const signedIn = useIsAuthenticated();
  // YouTube's player tells us nothing about playback, so opening the page is what counts as
  // watching. History is a side effect: a failure to record it must not disturb the viewer.
  useEffect(() => {
    if (signedIn) recordExternalWatch(videoId).catch(() => undefined);
  }, [signedIn, videoId]);
  return (
    <Frame>
      <iframe
        src={youtubeEmbedUrl(videoId)}
        title={title}
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </Frame>
  );
}
