import { readFileSync } from 'node:fs';
import path from 'node:path';
import { testMedia } from './media';
import type { APIRequestContext } from '@playwright/test';

interface VideoBody {
  data?: { _id?: string; status?: string; failureReason?: string; processing?: unknown };
}

/** Transcoding a few seconds of video takes a few seconds, more while the CPUs are shared. */
const READY_TIMEOUT_MS = 90_000;

/**
 * Uploads are transcoded by a background job: polls `GET /videos/:id` as the owner until the
 * video is `ready` with its whole ladder, and fails at once with the reason if processing failed.
 */
export async function waitUntilReady(
  request: APIRequestContext,
  token: string,
  videoId: string,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const response = await request.get(`/api/v1/videos/${videoId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok()) {
      const video = ((await response.json()) as VideoBody).data;
      // Ready while its ladder is made; the ladder is whole once `processing` is gone.
      if (video?.status === 'ready' && !video.processing) return;
      if (video?.status === 'failed') {
        throw new Error(
          `Video ${videoId} failed to process: ${video.failureReason ?? '(no reason)'}`,
        );
      }
      last = `status ${video?.status ?? 'missing'}`;
    } else {
      last = `HTTP ${response.status()}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `Video ${videoId} was not ready within ${timeoutMs / 1000} s (last seen: ${last}).`,
  );
}

/**
 * Uploads a real video as `token`'s owner, the way the upload form sends it (multipart), and
 * waits until it is processed (listed and watchable by others) unless `waitForReady` is false.
 */
export async function uploadByApi(
  request: APIRequestContext,
  token: string,
  title: string,
  description = 'Made by the end-to-end suite.',
  {
    waitForReady = true,
    videoPath = testMedia().video,
    visibility = 'public',
  }: {
    waitForReady?: boolean;
    videoPath?: string;
    visibility?: 'public' | 'unlisted' | 'private';
  } = {},
): Promise<string> {
  const media = testMedia();
  const response = await request.post('/api/v1/videos', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      title,
      description,
      visibility,
      videoFile: {
        name: path.basename(videoPath),
        mimeType: videoPath.endsWith('.mkv') ? 'video/x-matroska' : 'video/mp4',
        buffer: readFileSync(videoPath),
      },
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
  if (waitForReady) await waitUntilReady(request, token, id);
  return id;
}

/** A community post by `token`'s owner; answers its id. */
export async function createPostByApi(
  request: APIRequestContext,
  token: string,
  content: string,
): Promise<string> {
  const response = await request.post('/api/v1/tweets', {
    headers: { authorization: `Bearer ${token}` },
    data: { content },
  });
  if (!response.ok())
    throw new Error(`Creating a post answered ${response.status()}: ${await response.text()}`);
  const id = ((await response.json()) as { data?: { _id?: string } }).data?._id;
  if (!id) throw new Error('The post response carried no id.');
  return id;
}

/** A playlist of `token`'s owner, private unless told; answers its id. */
export async function createPlaylistByApi(
  request: APIRequestContext,
  token: string,
  name: string,
  { isPrivate = true, description = `${name}, made by the end-to-end suite.` } = {},
): Promise<string> {
  const response = await request.post('/api/v1/playlist', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description, isPrivate },
  });
  if (!response.ok())
    throw new Error(`Creating a playlist answered ${response.status()}: ${await response.text()}`);
  const id = ((await response.json()) as { data?: { _id?: string } }).data?._id;
  if (!id) throw new Error('The playlist response carried no id.');
  return id;
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

/** A comment by `token`'s owner under the own video `videoId`. */
export async function commentByApi(
  request: APIRequestContext,
  token: string,
  videoId: string,
  content: string,
): Promise<void> {
  const response = await request.post(`/api/v1/comments/${videoId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { content },
  });
  if (!response.ok())
    throw new Error(`Commenting answered ${response.status()}: ${await response.text()}`);
}

/** Gives `token`'s owner a channel banner (the test image) and a description. */
export async function brandChannelByApi(
  request: APIRequestContext,
  token: string,
  description: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const banner = await request.patch('/api/v1/users/cover-image', {
    headers,
    multipart: {
      coverImage: {
        name: 'banner.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(testMedia().image),
      },
    },
  });
  if (!banner.ok())
    throw new Error(`Setting the banner answered ${banner.status()}: ${await banner.text()}`);
  const account = await request.patch('/api/v1/users/update-account', {
    headers,
    data: { description },
  });
  if (!account.ok())
    throw new Error(
      `Setting the description answered ${account.status()}: ${await account.text()}`,
    );
}

/** A video of the offline YouTube catalogue: comments on it need no upload. */
export async function youtubeVideoId(request: APIRequestContext): Promise<string> {
  const search = await request.get('/api/v1/youtube/search?query=trailer&maxResults=1');
  const id = JSON.stringify(await search.json()).match(/"videoId":"([\w-]{11})"/)?.[1];
  if (!id) throw new Error('The offline catalogue found no trailer.');
  return id;
}
