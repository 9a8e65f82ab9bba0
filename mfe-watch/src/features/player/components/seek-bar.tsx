import { formatDuration } from '@kinora/shared';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { cueAt, type StoryboardCue } from '../storyboard';

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  storyboard: readonly StoryboardCue[];
  onSeek: (seconds: number) => void;
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
  touch = false,
}: SeekBarProps) {
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
  return (
    <Track $touch={touch} style={{ '--played': `${played * 100}%` }}>
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
          <span>{formatDuration(preview.seconds)}</span>
        </Preview>
      ) : null}
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={max}
        step="any"
        value={value}
        aria-valuetext={`${formatDuration(currentTime)} of ${formatDuration(duration)}`}
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
    width: 100%;
    height: var(--target);
    margin: 0;
    background: transparent;
    cursor: pointer;
    appearance: none;
    touch-action: ${({ $touch }) => ($touch ? 'none' : 'auto')};
  }

  input::-webkit-slider-runnable-track {
    height: 4px;
    border-radius: 2px;
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.accent} var(--played),
      rgba(255, 255, 255, 0.35) var(--played)
    );
  }

  input::-moz-range-track {
    height: 4px;
    border-radius: 2px;
    background: rgba(255, 255, 255, 0.35);
  }

  input::-moz-range-progress {
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
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
