import { AlertIcon, hrefs, VideoIcon, Link } from '@kinora/shared';
import styled from 'styled-components';
import type { WatchVideo } from '../types';

export const FAILED_FALLBACK = 'This video could not be processed.';
export const PROCESSING_FOLLOW = 'Your video is processing. Follow it in the studio.';

export const processingText = (progress: number) => `This video is processing (${progress}%)…`;

interface ProcessingNoticeProps {
  video: Pick<WatchVideo, 'status' | 'processing' | 'failureReason'>;
  /** The owner gets the way to the studio, where the video is followed and retried. */
  isOwner: boolean;
}

/** Stands where the player will be while the ladder is being made, or says why it was not. */
export function ProcessingNotice({ video, isOwner }: ProcessingNoticeProps) {
  if (video.status === 'failed') {
    return (
      <Box role="alert">
        <AlertIcon />
        <p>{video.failureReason ?? FAILED_FALLBACK}</p>
        {isOwner ? <Link to={hrefs.dashboard()}>Open the studio to retry</Link> : null}
      </Box>
    );
  }
  const progress = video.processing?.progress ?? 0;
  return (
    <Box>
      <VideoIcon />
      {/* One live region: the percentage is read out as it moves, the rest once. */}
      <p role="status">{processingText(progress)}</p>
      <Progress value={progress} max={100} aria-hidden="true" />
      {isOwner ? (
        <p>
          <Link to={hrefs.dashboard()}>{PROCESSING_FOLLOW}</Link>
        </p>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  a {
    color: ${({ theme }) => theme.colors.focus};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Progress = styled.progress`
  width: min(320px, 80%);
  height: 6px;
  accent-color: ${({ theme }) => theme.colors.accent};
`;
