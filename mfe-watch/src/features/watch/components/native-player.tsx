import { useRef } from 'react';
import styled from 'styled-components';
import { useResumePosition } from '../hooks/use-resume-position';
import { playerKeyHandler } from '../player-shortcuts';

export interface NativePlayerProps {
  videoId: string;
  src: string;
  poster: string;
  title: string;
}

/** An own video in the browser's player; the server answers range requests, so seeking works. */
export function NativePlayer({ videoId, src, poster, title }: NativePlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useResumePosition(ref, videoId);
  return (
    <Frame>
      <video
        ref={ref}
        key={videoId}
        controls
        playsInline
        preload="metadata"
        poster={poster}
        src={src}
        aria-label={`Video player: ${title}`}
        aria-keyshortcuts="k Space j l f m"
        onKeyDown={playerKeyHandler}
      />
    </Frame>
  );
}

export const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  video,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    background: ${({ theme }) => theme.colors.background};
  }

  video:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
