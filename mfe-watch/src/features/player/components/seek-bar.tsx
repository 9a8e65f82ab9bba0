import { formatDuration } from '@kinora/shared';
import { chapterIndexAt, type Chapter } from '@kinora/shared/video-text';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { cueAt, type StoryboardCue } from '../storyboard';

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  storyboard: readonly StoryboardCue[];
  onSeek: (seconds: number) => void;
  /** The description's chapters: the line is cut into one segment each, and the preview names them. */
  chapters?: readonly Chapter[];
  /**
   * Sized for a finger (the touch layout): a 40 px tall target around the same thin line, a
   * bigger thumb, and a drag along it never scrolls the page.
   */
  touch?: boolean;
}

interface Hover {
  seconds: number;
  /** 0..1 across the bar. */
  fraction: number;
}

const NO_CHAPTERS: readonly Chapter[] = [];

/** The keys a focused range input moves its value with. */
const MOVING_KEYS = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * The timeline: a native range input (keyboard and screen readers for free) with a preview
 * frame from the storyboard and the time under the pointer while it hovers, or at the value
 * while someone moves the focused bar with the keyboard.
 */
export function SeekBar({
  currentTime,
  duration,
  storyboard,
  onSeek,
  chapters = NO_CHAPTERS,
  touch = false,
}: SeekBarProps) {
  const t = useT();
  const [hover, setHover] = useState<Hover | null>(null);
  // Set by the first moving key, not by focus itself: tabbing through the controls should not
  // flash a frame over the video, and a click already shows the hover preview.
  const [keyboardSeeking, setKeyboardSeeking] = useState(false);
  const known = Number.isFinite(duration) && duration > 0;
  const max = known ? duration : 0;
  const value = Math.min(currentTime, max);
  const played = known ? Math.min(1, currentTime / duration) : 0;

  // A finger on the touch bar seeks where it lands and follows the drag: iPhone Safari moves a
  // range input only when the drag starts on its thumb.
  const fingerDown = useRef(false);

  const pointAt = (event: PointerEvent<HTMLInputElement>): Hover | null => {
    if (!known) return null;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || !Number.isFinite(event.clientX)) return null;
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    return { fraction, seconds: fraction * duration };
  };

  const onPointerMove = (event: PointerEvent<HTMLInputElement>) => {
    const point = pointAt(event);
    if (!point) return;
    setHover(point);
    if (fingerDown.current) onSeek(point.seconds);
  };

  const onPointerDown = (event: PointerEvent<HTMLInputElement>) => {
    setKeyboardSeeking(false);
    if (!touch || event.pointerType === 'mouse') return;
    const point = pointAt(event);
    if (!point) return;
    fingerDown.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onSeek(point.seconds);
  };

  // A lifted finger leaves nothing to preview; a mouse still hovers where it clicked.
  const onPointerEnd = () => {
    if (!fingerDown.current) return;
    fingerDown.current = false;
    setHover(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (known && MOVING_KEYS.has(event.key)) setKeyboardSeeking(true);
  };

  // The pointer wins while it is over the bar; otherwise the keyboard shows the current value.
  const preview: Hover | null =
    hover ?? (keyboardSeeking && known ? { seconds: value, fraction: value / duration } : null);
  const cue = preview ? cueAt(storyboard, preview.seconds) : null;
  const previewChapter = preview ? chapters[chapterIndexAt(chapters, preview.seconds)] : undefined;
  return (
    <Track $touch={touch}>
      <Segments aria-hidden="true" data-testid="seek-segments">
        {known && chapters.length > 0 ? (
          chapters.map((chapter) => {
            const start = Math.min(1, chapter.start / duration);
            const end = Math.min(1, (chapter.end ?? duration) / duration);
            const filled = end > start ? (Math.min(played, end) - start) / (end - start) : 0;
            return (
              <Segment
                key={chapter.start}
                data-testid="chapter-segment"
                style={{
                  left: `${start * 100}%`,
                  width: `${(end - start) * 100}%`,
                  '--filled': `${Math.max(0, filled) * 100}%`,
                }}
              />
            );
          })
        ) : (
          <Segment style={{ left: 0, width: '100%', '--filled': `${played * 100}%` }} />
        )}
      </Segments>
      {preview ? (
        <Preview
          data-testid="seek-preview"
          aria-hidden="true"
          // Kept inside the player near the ends, where half a frame would be cut off.
          style={{ left: `clamp(88px, ${preview.fraction * 100}%, calc(100% - 88px))` }}
        >
          {cue ? (
            <Frame
              data-testid="seek-preview-frame"
              style={{
                width: cue.width,
                height: cue.height,
                backgroundImage: `url("${cue.image}")`,
                backgroundPosition: `-${cue.x}px -${cue.y}px`,
              }}
            />
          ) : null}
          {previewChapter ? (
            <ChapterTitle data-testid="seek-preview-chapter">{previewChapter.title}</ChapterTitle>
          ) : null}
          <span>{formatDuration(preview.seconds)}</span>
        </Preview>
      ) : null}
      <input
        type="range"
        aria-label={t('Seek')}
        min={0}
        max={max}
        step="any"
        value={value}
        aria-valuetext={t('{{current}} of {{duration}}', {
          current: formatDuration(currentTime),
          duration: formatDuration(duration),
        })}
        disabled={!known}
        onChange={(event) => onSeek(Number(event.target.value))}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        onBlur={() => setKeyboardSeeking(false)}
      />
    </Track>
  );
}

const Track = styled.div<{ $touch: boolean }>`
  --target: ${({ $touch }) => ($touch ? '40px' : '16px')};
  --thumb: ${({ $touch }) => ($touch ? '18px' : '14px')};
  position: relative;
  height: var(--target);
  display: flex;
  align-items: center;

  input {
    position: relative;
    width: 100%;
    height: var(--target);
    margin: 0;
    background: transparent;
    cursor: pointer;
    appearance: none;
    touch-action: ${({ $touch }) => ($touch ? 'none' : 'auto')};
  }

  /* The line itself is drawn by the segments under the input; the input gives the thumb, the
     keyboard and the screen reader. */
  input::-webkit-slider-runnable-track {
    height: 4px;
    background: transparent;
  }

  input::-moz-range-track {
    height: 4px;
    background: transparent;
  }

  input::-webkit-slider-thumb {
    width: var(--thumb);
    height: var(--thumb);
    /* Centred on the 4 px track. */
    margin-top: calc((4px - var(--thumb)) / 2);
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    appearance: none;
  }

  input::-moz-range-thumb {
    width: var(--thumb);
    height: var(--thumb);
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Segments = styled.div`
  position: absolute;
  top: 50%;
  right: 0;
  left: 0;
  height: 4px;
  margin-top: -2px;
  pointer-events: none;
`;

/* Each chapter's part of the line, played up to --filled; 2 px of nothing between them. */
const Segment = styled.div`
  position: absolute;
  top: 0;
  height: 100%;
  border-radius: 2px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.accent} var(--filled),
    rgba(255, 255, 255, 0.35) var(--filled)
  );

  & + & {
    border-left: 2px solid transparent;
    background-clip: padding-box;
  }
`;

const ChapterTitle = styled.strong`
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 1px 6px;
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.7);
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Preview = styled.div`
  position: absolute;
  bottom: calc(100% + 8px);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  transform: translateX(-50%);
  pointer-events: none;
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  text-shadow: 0 0 2px #000;

  span {
    padding: 1px 6px;
    border-radius: 4px;
    background: rgba(0, 0, 0, 0.7);
  }
`;

const Frame = styled.div`
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-repeat: no-repeat;
  background-color: #000;
`;
