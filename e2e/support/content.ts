import { readFileSync } from 'node:fs';
import { testMedia } from './media';
import type { APIRequestContext } from '@playwright/test';

interface VideoBody {
  data?: { _id?: string };
}

/** Uploads a real video as `token`'s owner, the way the upload form sends it (multipart). */
export async function uploadByApi(
  request: APIRequestContext,
  token: string,
  title: string,
  description = 'Made by the end-to-end suite.',
): Promise<string> {
  const media = testMedia();
  const response = await request.post('/api/v1/videos', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description,
      videoFile: { name: 'pattern.mp4', mimeType: 'video/mp4', buffer: readFileSync(media.video) },
      thumbnail: {
        name: 'thumbnail.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(media.image),
      },
    },
  });
  if (!response.ok()) {
    throw new Error(`Uploading "${title}" answered ${response.status()}: ${await response.text()}`);
  }
  const id = ((await response.json()) as VideoBody).data?._id;
  if (!id) throw new Error('The upload response carried no video id.');
  return id;
}

/** A community post by `token`'s owner. */
export async function postTweetByApi(
  request: APIRequestContext,
  token: string,
  content: string,
): Promise<void> {
  const response = await request.post('/api/v1/tweets', {
    headers: { authorization: `Bearer ${token}` },
    data: { content },
  });
  if (!response.ok())
    throw new Error(`Posting a tweet answered ${response.status()}: ${await response.text()}`);
}

/** `token`'s owner subscribes to the channel `channelId`. */
export async function subscribeByApi(
  request: APIRequestContext,
  token: string,
  channelId: string,
): Promise<void> {
  const response = await request.post(`/api/v1/subscriptions/c/${channelId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok())
    throw new Error(`Subscribing answered ${response.status()}: ${await response.text()}`);
}
