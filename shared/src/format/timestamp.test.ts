import { findTimestamps, parseTimestamp } from './timestamp';

describe('parseTimestamp', () => {
  it.each([
    ['0:00', 0],
    ['0:03', 3],
    ['1:23', 83],
    ['01:23', 83],
    ['12:34', 754],
    ['75:30', 4530],
    ['1:02:03', 3723],
    ['10:00:00', 36000],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseTimestamp(text)).toBe(seconds);
  });

  it.each([
    '1:2',
    '12:345',
    '1:60',
    '1:60:00',
    '1:00:60',
    '1234:56',
    '100:00:00',
    ':23',
    '1:23 ',
    'a',
  ])('refuses %s', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });
});

const found = (text: string, maxSeconds: number | null = null) =>
  findTimestamps(text, maxSeconds).map(({ text: written, seconds }) => [written, seconds]);

describe('findTimestamps', () => {
  it('finds each timestamp with where it is', () => {
    expect(findTimestamps('Intro 0:00, the drop at 1:23 and the end 1:02:03.')).toEqual([
      { start: 6, end: 10, text: '0:00', seconds: 0 },
      { start: 24, end: 28, text: '1:23', seconds: 83 },
      { start: 41, end: 48, text: '1:02:03', seconds: 3723 },
    ]);
  });

  it('takes timestamps in brackets and at line starts', () => {
    expect(found('(1:23)\n2:34 chorus\n[3:45]')).toEqual([
      ['1:23', 83],
      ['2:34', 154],
      ['3:45', 225],
    ]);
  });

  it.each([
    ['one-digit seconds', 'at 1:2'],
    ['three-digit seconds', 'at 12:345'],
    ['a time glued to a word', 'v1:23 and 1:23am'],
    ['a decimal after it', '1:23.5 seconds'],
    ['a longer number before it', '2.1:30'],
    ['part of a path', '/1:23'],
    ['a fourth part', '1:02:03:04'],
    ['seconds past 59', '1:75'],
  ])('leaves %s alone', (_label, text) => {
    expect(findTimestamps(text)).toEqual([]);
  });

  it('leaves out timestamps past the video’s end', () => {
    expect(found('0:30, 2:00 and 2:01', 120)).toEqual([
      ['0:30', 30],
      ['2:00', 120],
    ]);
  });
});
