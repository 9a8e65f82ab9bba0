import { describe, expect, it } from 'vitest';
import { cueWords, spokenCuesOf } from './caption-file';

describe('cueWords', () => {
  it.each([
    ['tags and a voice', '<v Maya>Now we <i>temper</i> it', 'Now we temper it'],
    ['a timestamp tag of karaoke text', 'one <00:00:01.500>two', 'one two'],
    ['two lines', 'on a marble\nslab', 'on a marble slab'],
    ['entities', 'salt &amp; pepper &lt;3&nbsp;times', 'salt & pepper <3 times'],
    ['direction marks', '&lrm;left&rlm;', 'left'],
  ])('reads %s', (_name, text, words) => {
    expect(cueWords(text)).toBe(words);
  });
});

describe('spokenCuesOf', () => {
  it('gives each cue with words its start in milliseconds, in file order', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:01.250 --> 00:00:02.000',
      '<i>Hello</i>',
      '',
      '00:00:03.000 --> 00:00:04.000',
      '<b></b>',
      '',
      '00:01:00.000 --> 00:01:02.000',
      'again',
      '',
    ].join('\n');
    expect(await spokenCuesOf(vtt)).toEqual([
      { startMs: 1250, text: 'Hello' },
      { startMs: 60_000, text: 'again' },
    ]);
  });
});
