import { useEffect } from 'react';
import { recordExternalWatch, useIsAuthenticated } from '@kinora/shared';
import { Frame } from './native-player';

export function youtubeEmbedUrl(videoId: string, autoPlay = false): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=${autoPlay ? 1 : 0}`;
}

interface YoutubePlayerProps {
  videoId: string;
  title: string;
  /** The viewer came to play it (autoplay, a playlist); otherwise it never starts by itself. */
  autoPlay?: boolean;
}

/** An external video in YouTube's privacy-enhanced embed. */
export function YoutubePlayer({ videoId, title, autoPlay = false }: YoutubePlayerProps) {
  const signedIn = useIsAuthenticated();
  // YouTube's player tells us nothing about playback, so opening the page is what counts as
  // watching. History is a side effect: a failure to record it must not disturb the viewer.
  useEffect(() => {
    if (signedIn) recordExternalWatch(videoId).catch(() => undefined);
  }, [signedIn, videoId]);
  return (
    <Frame>
      <iframe
        src={youtubeEmbedUrl(videoId, autoPlay)}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
      />
    </Frame>
  );
}
