import { describe, expect, it } from 'vitest';
import { MEDIA_WORK_CONCURRENCY, runMediaWork } from '../../src/media/media-work';

describe('ffprobe and sharp work', () => {
  it('runs at most MEDIA_WORK_CONCURRENCY at once, the rest waiting their turn', async () => {
    let running = 0;
    let most = 0;
    const work = () =>
      runMediaWork(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return most;
      });
    const results = await Promise.all(Array.from({ length: MEDIA_WORK_CONCURRENCY * 3 }, work));
    expect(results).toHaveLength(MEDIA_WORK_CONCURRENCY * 3);
    expect(most).toBe(MEDIA_WORK_CONCURRENCY);
  });
});
