import { chapterIndexAt, parseChapters } from './chapters';

const VALID = ['0:00 Intro', '0:15 Tying the knot', '1:02 Testing it'].join('\n');

describe('parseChapters', () => {
  it('reads each line that starts with a timestamp as a chapter to the next one', () => {
    expect(parseChapters(VALID, 120)).toEqual([
      { start: 0, end: 15, title: 'Intro' },
      { start: 15, end: 62, title: 'Tying the knot' },
      { start: 62, end: 120, title: 'Testing it' },
    ]);
  });

  it('ignores the lines around them and keeps the text after the timestamp as the title', () => {
    const description = [
      'How to tie a bowline. See 0:15 for the knot itself.',
      '',
      'Chapters:',
      '0:00 Intro',
      '0:15 The knot: a bowline',
      '1:02 Testing it at 1:30',
      '',
      'Rope: https://example.com/rope',
    ].join('\n');
    expect(parseChapters(description, 120).map((chapter) => chapter.title)).toEqual([
      'Intro',
      'The knot: a bowline',
      'Testing it at 1:30',
    ]);
  });

  it('reads separators, padded minutes, hours and Windows line ends', () => {
    const description = [
      '00:00 - Intro',
      '  05:00 – Part one',
      '(10:00) Part two',
      '[15:00]: Part three',
      '59:00 | Part four',
      '1:02:03 • Part five',
    ].join('\r\n');
    expect(parseChapters(description, 4000)).toEqual([
      { start: 0, end: 300, title: 'Intro' },
      { start: 300, end: 600, title: 'Part one' },
      { start: 600, end: 900, title: 'Part two' },
      { start: 900, end: 3540, title: 'Part three' },
      { start: 3540, end: 3723, title: 'Part four' },
      { start: 3723, end: 4000, title: 'Part five' },
    ]);
  });

  it('names a chapter whose line is only a timestamp by its number', () => {
    expect(parseChapters('0:00\n0:20 Middle\n0:40', 60).map((chapter) => chapter.title)).toEqual([
      'Chapter 1',
      'Middle',
      'Chapter 3',
    ]);
  });

  it('leaves the last chapter open when the length is unknown', () => {
    expect(parseChapters(VALID, null).at(-1)).toEqual({
      start: 62,
      end: null,
      title: 'Testing it',
    });
    expect(parseChapters(VALID, 0).at(-1)?.end).toBeNull();
  });

  it('gives none for fewer than three', () => {
    expect(parseChapters('0:00 Intro\n0:30 The rest', 120)).toEqual([]);
    expect(parseChapters('0:00 Intro', 120)).toEqual([]);
    expect(parseChapters('', 120)).toEqual([]);
  });

  it('gives none unless the first is at 0:00', () => {
    expect(parseChapters('0:05 Intro\n0:30 Middle\n1:00 End', 120)).toEqual([]);
    expect(parseChapters('Intro 0:00\nMiddle 0:30\nEnd 1:00', 120)).toEqual([]);
  });

  it('gives none out of order', () => {
    expect(parseChapters('0:00 Intro\n1:00 End\n0:30 Middle', 120)).toEqual([]);
    expect(parseChapters('0:00 Intro\n0:30 Middle\n0:30 Again\n1:00 End', 120)).toEqual([]);
  });

  it('gives none when one is shorter than 10 s, the last one included', () => {
    expect(parseChapters('0:00 Intro\n0:09 Middle\n1:00 End', 120)).toEqual([]);
    expect(parseChapters('0:00 Intro\n0:10 Middle\n0:20 End', 120)).toHaveLength(3);
    expect(parseChapters('0:00 Intro\n0:30 Middle\n1:55 End', 120)).toEqual([]);
    expect(parseChapters('0:00 Intro\n0:30 Middle\n1:50 End', 120)).toHaveLength(3);
  });

  it('gives none when one starts past the end of the video', () => {
    expect(parseChapters('0:00 Intro\n0:30 Middle\n9:00 End', 120)).toEqual([]);
    expect(parseChapters('0:00 Intro\n0:30 Middle\n2:00 End', 120)).toEqual([]);
  });

  it('does not read timestamps glued to other text or malformed ones as chapters', () => {
    expect(parseChapters('0:00 Intro\n10:30am lunch\n0:45 Middle', 3600)).toEqual([]);
    expect(parseChapters('0:00 Intro\n1:2 Middle\n0:45 End', 3600)).toEqual([]);
    expect(parseChapters('0:00 Intro\nv0:30 Middle\n0:45 End', 3600)).toEqual([]);
  });
});

describe('chapterIndexAt', () => {
  const chapters = parseChapters(VALID, 120);

  it('finds the chapter that holds a moment', () => {
    expect(chapterIndexAt(chapters, 0)).toBe(0);
    expect(chapterIndexAt(chapters, 14.9)).toBe(0);
    expect(chapterIndexAt(chapters, 15)).toBe(1);
    expect(chapterIndexAt(chapters, 119)).toBe(2);
    expect(chapterIndexAt(chapters, 500)).toBe(2);
  });

  it('is -1 without chapters', () => {
    expect(chapterIndexAt([], 10)).toBe(-1);
  });
});
