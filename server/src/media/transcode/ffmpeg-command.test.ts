import { describe, expect, it } from 'vitest';
import { buildFfmpegArgs, buildLadderFilter } from './ffmpeg-command';
import { planLadder } from './ladder';

describe('buildLadderFilter', () => {
  it('scales each rung from the one above it, labelling outputs in the rungs’ order', () => {
    const rungs = planLadder(1920, 1080).filter((rung) => [240, 720, 1080].includes(rung.height));
    expect(buildLadderFilter(rungs)).toBe(
      [
        '[0:v]scale=1920:1080,setsar=1,split=2[v2][c0]',
        '[c0]scale=1280:720,setsar=1,split=2[v1][c1]',
        '[c1]scale=426:240,setsar=1[v0]',
      ].join(';'),
    );
  });

  it('needs no split for a one-rung ladder', () => {
    expect(buildLadderFilter(planLadder(320, 180))).toBe('[0:v]scale=320:180,setsar=1[v0]');
  });

  it('keeps a portrait ladder portrait at every step', () => {
    const filter = buildLadderFilter(planLadder(720, 1280));
    expect(filter).toContain('scale=720:1280');
    expect(filter).toContain('scale=240:426');
    for (const label of ['[v0]', '[v1]', '[v2]', '[v3]']) {
      expect(filter.split(label)).toHaveLength(2);
    }
  });
});

describe('buildFfmpegArgs', () => {
  it('maps every rung’s filter output and audio into one HLS muxer', () => {
    const args = buildFfmpegArgs({
      input: 'in.mp4',
      demuxer: 'mov',
      outDir: '/out',
      rungs: planLadder(1280, 720),
      hasAudio: true,
      frameRate: 30,
    });
    expect(args.filter((arg) => /^\[v\d\]$/.test(arg))).toEqual(['[v0]', '[v1]', '[v2]', '[v3]']);
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0 v:1,a:1 v:2,a:2 v:3,a:3');
    expect(args[args.indexOf('-g') + 1]).toBe('60');
  });
});
