import { formatDuration } from '@kinora/shared';
import { type Chapter } from '@kinora/shared/video-text';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import {
  FullscreenIcon,
  KeyboardIcon,
  PauseIcon,
  PlayIcon,
  TheatreIcon,
  VolumeIcon,
} from '../../../lib/icons';
import { CaptionsMenu, QualityMenu, SpeedMenu } from './playback-menus';
import { CurrentChapter } from './current-chapter';
import { SeekBar } from './seek-bar';
import type { CaptionsState } from '../hooks/use-captions';
import type { HlsPlayback } from '../hooks/use-hls-playback';
import type { MediaState } from '../hooks/use-media-state';
import type { StoryboardCue } from '../storyboard';

export interface PlayerControlsProps {
  media: MediaState;
  playback: HlsPlayback;
  captions: CaptionsState;
  storyboard: readonly StoryboardCue[];
  /** The description's chapters (none: an empty list). */
  chapters?: readonly Chapter[];
  /** Shows the page's list of chapters (the current chapter's title opens it). */
  onShowChapters?: (() => void) | undefined;
  theatre: boolean;
  /** Too narrow for everything: no volume slider (Mute stays), no shortcuts button (`?` stays). */
  narrow?: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onRate: (rate: number) => void;
  onToggleTheatre: () => void;
  onToggleFullscreen: () => void;
  onShowShortcuts: () => void;
}

/**
 * The desktop bar over the bottom of the player, for players wide enough to hold it in one row.
 * Every control is a named button, menu or slider.
 */
export function PlayerControls({
  media,
  playback,
  captions,
  storyboard,
  chapters = [],
  onShowChapters,
  theatre,
  narrow = false,
  onTogglePlay,
  onSeek,
  onToggleMute,
  onVolume,
  onRate,
  onToggleTheatre,
  onToggleFullscreen,
  onShowShortcuts,
}: PlayerControlsProps) {
  const t = useT();
  return (
    <Bar data-player-controls="">
      <SeekBar
        currentTime={media.currentTime}
        duration={media.duration}
        storyboard={storyboard}
        chapters={chapters}
        onSeek={onSeek}
      />
      <Row>
        <ControlButton
          type="button"
          aria-label={media.paused ? t('Play') : t('Pause')}
          onClick={onTogglePlay}
        >
          {media.paused ? <PlayIcon /> : <PauseIcon />}
        </ControlButton>
        <ControlButton
          type="button"
          aria-label={media.muted ? t('Unmute') : t('Mute')}
          onClick={onToggleMute}
        >
          <VolumeIcon muted={media.muted || media.volume === 0} />
        </ControlButton>
        {narrow ? null : (
          <Volume
            type="range"
            aria-label={t('Volume')}
            min={0}
            max={1}
            step={0.05}
            value={media.muted ? 0 : media.volume}
            onChange={(event) => onVolume(Number(event.target.value))}
          />
        )}
        <Time>
          {formatDuration(media.currentTime)} / {formatDuration(media.duration)}
        </Time>
        <CurrentChapter
          chapters={chapters}
          currentTime={media.currentTime}
          onShowChapters={onShowChapters}
        />
        <Spacer />
        <CaptionsButton captions={captions} />
        <SpeedMenu rate={media.playbackRate} onRate={onRate} />
        <QualityMenu playback={playback} />
        <CaptionsMenu captions={captions} />
        {narrow ? null : (
          <ControlButton
            type="button"
            aria-label={t('Keyboard shortcuts')}
            onClick={onShowShortcuts}
          >
            <KeyboardIcon />
          </ControlButton>
        )}
        <ControlButton
          type="button"
          aria-label={t('Theatre mode')}
          aria-pressed={theatre}
          onClick={onToggleTheatre}
        >
          <TheatreIcon />
        </ControlButton>
        <ControlButton type="button" aria-label={t('Full screen')} onClick={onToggleFullscreen}>
          <FullscreenIcon />
        </ControlButton>
      </Row>
    </Bar>
  );
}

/** CC: captions on or off (the `c` key); nothing for a video without any. */
export function CaptionsButton({ captions }: { captions: CaptionsState }) {
  const t = useT();
  if (captions.captions.length === 0) return null;
  return (
    <ControlButton
      type="button"
      aria-label={t('Subtitles/closed captions')}
      aria-pressed={captions.language !== null}
      onClick={captions.toggle}
    >
      <CcMark aria-hidden="true">CC</CcMark>
    </ControlButton>
  );
}

const CcMark = styled.span`
  padding: 1px 4px;
  border: 2px solid currentColor;
  border-radius: 4px;
  font-size: 11px;
  font-weight: 700;
  line-height: 1.2;
`;

const Bar = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  /* What the bar holds may depend on its width (the chapter's title). */
  container: player-bar / inline-size;
  padding: 24px 12px 6px;
  background: linear-gradient(to top, rgba(0, 0, 0, 0.8), rgba(0, 0, 0, 0));
  color: #fff;
  transition: opacity ${({ theme }) => theme.transitions.normal};
`;

/* Buttons keep their size; the volume slider and the time give way first. */
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;

  > button,
  > div {
    flex: none;
  }
`;

export const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: #fff;
  cursor: pointer;

  /* Only where a pointer hovers: after a tap a phone keeps the hover on the button it touched. */
  @media (hover: hover) {
    &:hover {
      background: rgba(255, 255, 255, 0.16);
    }
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.focus};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

const Volume = styled.input`
  flex: 0 1 72px;
  width: 72px;
  min-width: 40px;
  accent-color: #fff;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Time = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  margin-left: 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Spacer = styled.span`
  flex: 1;
`;
