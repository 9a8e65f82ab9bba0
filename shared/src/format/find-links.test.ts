import { findLinks } from './find-links';

const linksIn = (text: string) => findLinks(text).map(({ text: written, href }) => [written, href]);

describe('findLinks', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/path?q=1&r=2#top', 'http://example.com/path?q=1&r=2#top'],
    ['HTTPS://Example.COM/X', 'https://example.com/X'],
    ['https://sub.example.co.uk:8080/a/b', 'https://sub.example.co.uk:8080/a/b'],
    ['http://localhost:3000/watch/abc', 'http://localhost:3000/watch/abc'],
    ['http://192.168.1.20/x', 'http://192.168.1.20/x'],
    ['https://example.com/search?q=a+b&t=1:23', 'https://example.com/search?q=a+b&t=1:23'],
    ['https://bücher.example/straße', 'https://xn--bcher-kva.example/stra%C3%9Fe'],
  ])('links %s as a whole', (text, href) => {
    expect(linksIn(text)).toEqual([[text, href]]);
  });

  it('opens www. addresses over https', () => {
    expect(linksIn('go to www.example.com/page now')).toEqual([
      ['www.example.com/page', 'https://www.example.com/page'],
    ]);
  });

  it('finds every address, with the text around them left out', () => {
    const found = findLinks('see https://a.example/x and www.b.example, or http://c.example.');
    expect(found.map((link) => link.text)).toEqual([
      'https://a.example/x',
      'www.b.example',
      'http://c.example',
    ]);
    expect(found[0]).toMatchObject({ start: 4, end: 23 });
  });

  it.each([
    ['a full stop', 'Read https://example.com/x.', 'https://example.com/x'],
    ['an ellipsis', 'https://example.com/x...', 'https://example.com/x'],
    ['a comma', 'https://example.com/x, then', 'https://example.com/x'],
    ['a question mark', 'Seen https://example.com/x?', 'https://example.com/x'],
    ['an exclamation mark', 'https://example.com/x!', 'https://example.com/x'],
    ['a colon', 'at https://example.com/x: it', 'https://example.com/x'],
    ['a semicolon', 'https://example.com/x; then', 'https://example.com/x'],
    ['a closing quote', "'https://example.com/x'", 'https://example.com/x'],
    ['double quotes', '"https://example.com/x"', 'https://example.com/x'],
    ['angle brackets', '<https://example.com/x>', 'https://example.com/x'],
    ['a closing parenthesis', '(see https://example.com/x)', 'https://example.com/x'],
    ['a bracket and a dot', '[https://example.com/x].', 'https://example.com/x'],
    ['a markdown link', '[docs](https://example.com/docs)', 'https://example.com/docs'],
  ])('leaves out %s around an address', (_label, text, written) => {
    expect(findLinks(text).map((link) => link.text)).toEqual([written]);
  });

  it('keeps parentheses the address opened itself', () => {
    expect(linksIn('(https://en.wikipedia.org/wiki/Kinora_(device)).')).toEqual([
      [
        'https://en.wikipedia.org/wiki/Kinora_(device)',
        'https://en.wikipedia.org/wiki/Kinora_(device)',
      ],
    ]);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with slashes', 'javascript://example.com/%0Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp:', 'ftp://example.com/file'],
    ['mailto:', 'mailto:ann@example.com'],
    ['an e-mail address', 'write to ann@example.com'],
    ['an e-mail address on a www host', 'ann@www.example.com'],
    ['a bare domain', 'example.com'],
    ['a scheme glued to a word', 'xhttps://example.com'],
    ['a user name before the host', 'https://bank.example@evil.example/login'],
    ['a password before the host', 'https://user:pass@example.com'],
    ['a host without a top-level domain', 'https://intranet/x'],
    ['a one-letter top-level domain', 'www.example.c'],
    ['a scheme alone', 'http:// and https://'],
    ['www. alone', 'www. and www.'],
    ['a numeric top-level domain', 'https://example.123'],
    ['an overlong address', `https://example.com/${'a'.repeat(2100)}`],
  ])('refuses %s', (_label, text) => {
    expect(findLinks(text)).toEqual([]);
  });

  it('links the http(s) address after a refused scheme as the address it is', () => {
    // The link opens what it says; 'javascript:' before it is only text.
    expect(linksIn('javascript:https://example.com')).toEqual([
      ['https://example.com', 'https://example.com/'],
    ]);
  });

  it('ends an address at white space and line breaks', () => {
    expect(findLinks('https://a.example/x\nhttps://b.example/y\tz').map((l) => l.text)).toEqual([
      'https://a.example/x',
      'https://b.example/y',
    ]);
  });
});
