import { splitRichText } from './split-rich-text';

describe('splitRichText', () => {
  it('cuts text into text, links and timestamps that join back into the text', () => {
    const text = 'see 0:03 and https://example.com/x.\nBye';
    const parts = splitRichText(text, { timestamps: {} });
    expect(parts).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'timestamp', text: '0:03', seconds: 3 },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' },
      { kind: 'text', text: '.\nBye' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves timestamps as text unless asked', () => {
    expect(splitRichText('at 1:23')).toEqual([{ kind: 'text', text: 'at 1:23' }]);
    expect(splitRichText('at 1:23', { timestamps: false })).toEqual([
      { kind: 'text', text: 'at 1:23' },
    ]);
  });

  it('keeps a timestamp inside an address part of the link', () => {
    expect(splitRichText('https://example.com/?t=1:23', { timestamps: {} })).toEqual([
      { kind: 'link', text: 'https://example.com/?t=1:23', href: 'https://example.com/?t=1:23' },
    ]);
  });

  it('leaves timestamps past the end as text', () => {
    expect(splitRichText('1:00 or 9:00', { timestamps: { maxSeconds: 300 } })).toEqual([
      { kind: 'timestamp', text: '1:00', seconds: 60 },
      { kind: 'text', text: ' or 9:00' },
    ]);
  });

  it('answers nothing for no text, and plain text whole', () => {
    expect(splitRichText('')).toEqual([]);
    expect(splitRichText('<b>hi</b> javascript:alert(1)')).toEqual([
      { kind: 'text', text: '<b>hi</b> javascript:alert(1)' },
    ]);
  });
});
