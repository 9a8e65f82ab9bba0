import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides a stream ticket and keeps the rest of the address', () => {
    expect(redactUrl('/api/v1/notifications/stream?ticket=abc.def.ghi')).toBe(
      '/api/v1/notifications/stream?ticket=REDACTED',
    );
    expect(redactUrl('/x?page=2&ticket=secret&limit=5')).toBe('/x?page=2&ticket=REDACTED&limit=5');
  });

  it('leaves addresses without one as they are', () => {
    expect(redactUrl('/api/v1/videos?page=2&query=a%20b')).toBe(
      '/api/v1/videos?page=2&query=a%20b',
    );
    expect(redactUrl('/api/v1/videos')).toBe('/api/v1/videos');
  });
});
