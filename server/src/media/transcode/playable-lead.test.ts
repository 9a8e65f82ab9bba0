import { describe, expect, it } from 'vitest';
import { createPaceMeter, PLAYABLE_SECONDS, playableNow } from './playable-lead';

describe('playableNow', () => {
  it('waits for the first seconds however fast the encoder is', () => {
    expect(playableNow(PLAYABLE_SECONDS - 0.1, 5, 600)).toBe(false);
    expect(playableNow(PLAYABLE_SECONDS, 5, 600)).toBe(true);
  });

  it('offers a video at once when the encoder outruns playback with room to spare', () => {
    // 1.2x, 1.08x with the margin.
    expect(playableNow(12, 1.2, 600)).toBe(true);
  });

  it('waits while a slower encoder would be caught up with before it ends', () => {
    // 0.5x (0.45x with the margin): a viewer starting now would pass it; 55 % must be made first.
    expect(playableNow(100, 0.5, 600)).toBe(false);
    expect(playableNow(329, 0.5, 600)).toBe(false);
    expect(playableNow(330, 0.5, 600)).toBe(true);
  });

  it('offers a short video once its first seconds are there', () => {
    expect(playableNow(10, 0.25, 12)).toBe(true);
  });

  it('waits until the pace is known', () => {
    expect(playableNow(30, null, 600)).toBe(false);
  });
});

describe('createPaceMeter', () => {
  it('measures from the first reading on, leaving the start-up out', () => {
    let clock = 100;
    const pace = createPaceMeter(() => clock);
    // Four seconds of start-up made the first two seconds of video.
    expect(pace(2)).toBeNull();
    clock += 5;
    expect(pace(8)).toBeCloseTo(1.2);
    clock += 5;
    expect(pace(14)).toBeCloseTo(1.2);
  });
});
