import { callApi } from './http';
import type { AxiosProgressEvent } from 'axios';
import type { Page } from '../contract/envelope';
import type { UpdateVideoRequest, Video, VideoListQuery, VideoViewResult } from '../contract/video';

export function listVideos(query: VideoListQuery = {}): Promise<Page<Video>> {
  return callApi('GET /videos', { query });
}

export function getVideo(videoId: string): Promise<Video> {
  return callApi('GET /videos/:videoId', { params: { videoId } });
}

/**
 * A watch page reports that its ready video is being watched: the view is counted (once a day
 * per viewer) and kept in the history. Reading a video with `getVideo` counts nothing.
 */
export function countVideoView(videoId: string): Promise<VideoViewResult> {
  return callApi('POST /videos/:videoId/views', { params: { videoId } });
}

export interface UploadOptions {
  /** Called with whole percentages, 0 to 100, as the browser sends the body. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** `POST /videos` multipart (title, description, videoFile, thumbnail); answers the new video. */
export function uploadVideo(
  form: FormData,
  onProgress?: UploadOptions['onProgress'],
  options: Omit<UploadOptions, 'onProgress'> = {},
): Promise<Video> {
  return callApi('POST /videos', {
    body: form,
    ...(options.signal ? { signal: options.signal } : {}),
    onUploadProgress: (event) => {
      if (onProgress) toPercent(onProgress)(event);
    },
  });
}

const toPercent = (onProgress: (percent: number) => void) => (event: AxiosProgressEvent) => {
  const total = event.total ?? 0;
  if (total <= 0) return;
  onProgress(Math.min(100, Math.max(0, Math.round((event.loaded / total) * 100))));
};

/**
 * JSON `{ title?, description?, … }`, or multipart with an optional `thumbnail` file, whose
 * sending `onProgress` follows.
 */
export function updateVideo(
  videoId: string,
  body: UpdateVideoRequest | FormData,
  onProgress?: UploadOptions['onProgress'],
): Promise<Video> {
  return callApi('PATCH /videos/:videoId', {
    params: { videoId },
    body,
    ...(onProgress ? { onUploadProgress: toPercent(onProgress) } : {}),
  });
}

/** `POST /videos/:videoId/publish`: ends a draft; the visibility it was given applies. */
export function publishVideo(videoId: string): Promise<Video> {
  return callApi('POST /videos/:videoId/publish', { params: { videoId } });
}

export async function deleteVideo(videoId: string): Promise<void> {
  await callApi('DELETE /videos/:videoId', { params: { videoId } });
}

export function togglePublishVideo(videoId: string): Promise<Video> {
  return callApi('PATCH /videos/toggle/publish/:videoId', { params: { videoId } });
}

/** `POST /videos/:videoId/retry`: the owner queues a failed video for processing again. */
export function retryVideoProcessing(videoId: string): Promise<Video> {
  return callApi('POST /videos/:videoId/retry', { params: { videoId } });
}
