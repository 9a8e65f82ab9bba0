import { AlertIcon, hrefs, VideoIcon, Link } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { PlayerNotice } from '../../../lib/player-notice';
import type { WatchVideo } from '../types';

interface ProcessingNoticeProps {
  video: Pick<WatchVideo, 'status' | 'processing' | 'failureReason'>;
  /** The owner gets the way to the studio, where the video is followed and retried. */
  isOwner: boolean;
}

/** Stands where the player will be while the ladder is being made, or says why it was not. */
export function ProcessingNotice({ video, isOwner }: ProcessingNoticeProps) {
  const t = useT();
  if (video.status === 'failed') {
    return (
      <PlayerNotice icon={<AlertIcon />} role="alert">
        <p>{video.failureReason ?? t('This video could not be processed.')}</p>
        {isOwner ? <Link to={hrefs.dashboard()}>{t('Open the studio to retry')}</Link> : null}
      </PlayerNotice>
    );
  }
  const progress = video.processing?.progress ?? 0;
  return (
    <PlayerNotice icon={<VideoIcon />}>
      {/* One live region: the percentage is read out as it moves, the rest once. */}
      <p role="status">{t('This video is processing ({{progress}}%)…', { progress })}</p>
      <Progress value={progress} max={100} aria-hidden="true" />
      {isOwner ? (
        <p>
          <Link to={hrefs.dashboard()}>
            {t('Your video is processing. Follow it in the studio.')}
          </Link>
        </p>
      ) : null}
    </PlayerNotice>
  );
}

const Progress = styled.progress`
  width: min(320px, 80%);
  height: 6px;
  accent-color: ${({ theme }) => theme.colors.accent};
`;
