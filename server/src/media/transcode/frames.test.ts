import { describe, expect, it } from 'vitest';
import { buildFrameArgs, frameFile, frameTimes } from './frames';

describe('frameTimes', () => {
  it('spreads three frames over the video, away from its start and end', () => {
    expect(frameTimes(100)).toEqual([25, 50, 75]);
    expect(frameTimes(2)).toEqual([0.5, 1, 1.5]);
  });
});

describe('buildFrameArgs', () => {
  it('seeks before reading and lets the thumbnail filter pick from about a second', () => {
    const args = buildFrameArgs('/tmp/in.mp4', 'mov', 12.5, 30, '/tmp/out/frames/0.jpg');
    expect(args.indexOf('-ss')).toBeLessThan(args.indexOf('-i'));
    expect(args[args.indexOf('-ss') + 1]).toBe('12.500');
    expect(args[args.indexOf('-vf') + 1]).toBe("thumbnail=30,scale='min(1280,iw)':-2");
    expect(args.slice(-1)).toEqual(['/tmp/out/frames/0.jpg']);
    expect(frameFile(2)).toBe('frames/2.jpg');
  });
});
