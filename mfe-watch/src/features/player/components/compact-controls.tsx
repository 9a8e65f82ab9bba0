import { formatDuration } from '@kinora/shared';
import { type Chapter } from '@kinora/shared/video-text';
import { type MouseEvent, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { FullscreenIcon, PauseIcon, PlayIcon, VolumeIcon } from '../../../lib/icons';
import { useControlsVisibility } from '../hooks/use-controls-visibility';
import { useTapGestures } from '../hooks/use-tap-gestures';
import { SEEK_STEP_SECONDS } from '../player-shortcuts';
import { tapZoneAt } from '../tap-gestures';
import { CaptionsButton, ControlButton } from './player-controls';
import { CaptionsMenu, QualityMenu, SpeedMenu } from './playback-menus';
import { CurrentChapter } from './current-chapter';
import { SeekBar } from './seek-bar';
import type { CaptionsState } from '../hooks/use-captions';
import type { HlsPlayback } from '../hooks/use-hls-playback';
import type { MediaState } from '../hooks/use-media-state';
import type { PlayerFeedback } from '../player-feedback';
import type { StoryboardCue } from '../storyboard';

export interface CompactControlsProps {
  media: MediaState;
  playback: HlsPlayback;
  captions: CaptionsState;
  storyboard: readonly StoryboardCue[];
  /** The description's chapters (none: an empty list). */
  chapters?: readonly Chapter[];
  /** Shows the page's list of chapters (the current chapter's title opens it). */
  onShowChapters?: (() => void) | undefined;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  /** Moves the playhead by this many seconds, within the video. */
  onSeekBy: (seconds: number) => void;
  onToggleMute: () => void;
  onRate: (rate: number) => void;
  onToggleFullscreen: () => void;
  onFeedback: (feedback: PlayerFeedback) => void;
}

const isControl = (target: EventTarget) =>
  target instanceof Element && target.closest('button, input, a, [role="menu"]') !== null;

/**
 * The touch layout, for players too narrow for the desktop bar (a phone): play and pause in the
 * middle of the picture, speed and quality at the top, mute, time and full screen over a seek bar
 * at the bottom, every target at least 44 px. A tap on the picture shows or hides them; a double
 * tap on its left or right third seeks 10 s.
 */
export function CompactControls({
  media,
  playback,
  captions,
  storyboard,
  chapters = [],
  onShowChapters,
  fullscreen,
  onTogglePlay,
  onSeek,
  onSeekBy,
  onToggleMute,
  onRate,
  onToggleFullscreen,
  onFeedback,
}: CompactControlsProps) {
  const t = useT();
  const layerRef = useRef<HTMLDivElement>(null);
  const { visible, toggle, keepShown } = useControlsVisibility(media.paused, layerRef);
  const gestures = useTapGestures({
    onTap: toggle,
    onSeek: (zone, streak) => {
      const direction = zone === 'back' ? -1 : 1;
      onSeekBy(direction * SEEK_STEP_SECONDS);
      onFeedback({ kind: 'seek', seconds: direction * SEEK_STEP_SECONDS * streak });
    },
  });
  // A tap that closes an open menu only closes it: it neither hides the controls nor seeks.
  const menuOpenAtPress = useRef(false);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isControl(event.target)) {
      keepShown();
      return;
    }
    if (menuOpenAtPress.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    gestures.tap(tapZoneAt(event.clientX - box.left, box.width));
  };

  return (
    <Layer
      ref={layerRef}
      data-touch-controls=""
      data-shown={visible}
      onPointerDownCapture={() => {
        menuOpenAtPress.current = layerRef.current?.querySelector('[role="menu"]') != null;
      }}
      onClick={onClick}
    >
      <Top>
        <SpeedMenu rate={media.playbackRate} onRate={onRate} variant="sheet" />
        <QualityMenu playback={playback} variant="sheet" />
        <CaptionsMenu captions={captions} variant="sheet" />
        <CaptionsButton captions={captions} />
      </Top>
      <CentrePlay
        type="button"
        aria-label={media.paused ? t('Play') : t('Pause')}
        onClick={onTogglePlay}
      >
        {media.paused ? <PlayIcon width="32" height="32" /> : <PauseIcon width="32" height="32" />}
      </CentrePlay>
      <Bottom>
        <Row>
          <TouchButton
            type="button"
            aria-label={media.muted ? t('Unmute') : t('Mute')}
            onClick={onToggleMute}
          >
            <VolumeIcon muted={media.muted || media.volume === 0} />
          </TouchButton>
          <Time>
            {formatDuration(media.currentTime)} / {formatDuration(media.duration)}
          </Time>
          <CurrentChapter
            chapters={chapters}
            currentTime={media.currentTime}
            onShowChapters={onShowChapters}
            touch
          />
          <Spacer />
          <TouchButton
            type="button"
            aria-label={fullscreen ? t('Exit full screen') : t('Full screen')}
            onClick={onToggleFullscreen}
          >
            <FullscreenIcon />
          </TouchButton>
        </Row>
        <SeekBar
          touch
          currentTime={media.currentTime}
          duration={media.duration}
          storyboard={storyboard}
          chapters={chapters}
          onSeek={onSeek}
        />
      </Bottom>
    </Layer>
  );
}

/* The whole picture is the tap surface; the controls on it fade, but the surface stays. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  color: #fff;
  background: rgba(0, 0, 0, 0.35);
  /* No zoom on a double tap: it seeks. */
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  user-select: none;
  transition: background ${({ theme }) => theme.transitions.normal};

  > * {
    transition: opacity ${({ theme }) => theme.transitions.normal};
  }

  /* Hidden controls take no taps (the first tap only brings them back) but keep the keyboard. */
  &[data-shown='false']:not(:has(:focus-visible)) {
    background: transparent;

    > * {
      opacity: 0;
      pointer-events: none;
    }
  }
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 4px;
  padding: 4px 4px 0;
`;

const Bottom = styled.div`
  padding: 0 8px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const TouchButton = styled(ControlButton)`
  width: 44px;
  height: 44px;
  flex: none;
`;

const CentrePlay = styled(TouchButton)`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.5);
  transform: translate(-50%, -50%);

  /* Only where a pointer hovers: after a tap a phone keeps the hover on the button it touched. */
  @media (hover: hover) {
    &:hover {
      background: rgba(0, 0, 0, 0.65);
    }
  }
`;

const Time = styled.span`
  flex: none;
  margin-left: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Spacer = styled.span`
  flex: 1;
`;
