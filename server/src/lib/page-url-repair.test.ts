import { describe, expect, it } from 'vitest';
import { repairedPageUrl } from './page-url-repair';

describe('repairedPageUrl', () => {
  it('escapes percent signs that start no escape, so the path reads as typed', () => {
    expect(repairedPageUrl('/watch/%%%')).toBe('/watch/%25%25%25');
    expect(decodeURIComponent('/watch/%25%25%25')).toBe('/watch/%%%');
  });

  it('keeps the escapes around a stray percent sign, and the query', () => {
    expect(repairedPageUrl('/results/a%20b%?t=1%')).toBe('/results/a%20b%25?t=1%');
  });

  it('escapes every percent sign of a path whose bytes are not UTF-8', () => {
    expect(repairedPageUrl('/watch/%ED%A0%80')).toBe('/watch/%25ED%25A0%2580');
  });

  it('never answers an address on another site', () => {
    expect(repairedPageUrl('//evil.example/%%')).toBe('/evil.example/%25%25');
    expect(repairedPageUrl('/\\evil.example/%')).toBe('/evil.example/%25');
  });

  it('leaves a path that decodes alone', () => {
    expect(repairedPageUrl('/watch/not-a-real-id!')).toBeNull();
    expect(repairedPageUrl('/channel/caf%C3%A9?x=%%')).toBeNull();
  });
});
