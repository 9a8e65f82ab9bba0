import { dataOf, type TestApp } from './app';
import type { Video } from '@kinora/contract';

/**
 * Polls `GET /videos/:id` as the owner until processing is over (failed, or ready with every rung:
 * a video ready at its lowest rung still carries `processing`), the way the studio does;
 * transcodes run in the app's own worker.
 */
export async function waitForVideo(
  t: Pick<TestApp, 'inject'>,
  videoId: string,
  headers: { authorization: string },
  timeoutMs = 60_000,
): Promise<Video> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.inject({ method: 'GET', url: `/videos/${videoId}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET /videos/${videoId}: ${res.statusCode}`);
    const video = dataOf<Video>(res);
    if (video.status !== 'processing' && !video.processing) return video;
    if (Date.now() > deadline)
      throw new Error(`video ${videoId} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
