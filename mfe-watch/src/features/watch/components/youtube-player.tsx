import { Frame } from './native-player';

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=0`;
}

/** An external video in YouTube's privacy-enhanced embed, never starting by itself. */
export function YoutubePlayer({ videoId, title }: { videoId: string; title: string }) {
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
