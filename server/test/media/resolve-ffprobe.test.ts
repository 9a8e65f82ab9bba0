import { describe, expect, it } from 'vitest';
import { resolveFfprobe } from '../../src/media/resolve-ffprobe';

describe('resolveFfprobe', () => {
  it('uses the configured ffprobe when it runs', async () => {
    expect(await resolveFfprobe('ffprobe')).toBe('ffprobe');
  });

  it('falls back to the ffprobe binary an npm package ships when the configured one is missing', async () => {
    const resolved = await resolveFfprobe('/nonexistent/ffprobe');
    expect(resolved).toMatch(/@ffprobe-installer\/[a-z0-9]+-[a-z0-9]+\/ffprobe(\.exe)?$/);
  });
});
