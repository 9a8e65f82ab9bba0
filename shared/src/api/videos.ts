import { http, unwrap } from './http';
import type { Page } from '../contract/envelope';
import type { UpdateVideoRequest, Video, VideoListQuery, VideoViewResult } from '../contract/video';

const enc = encodeURIComponent;

export function listVideos(query: VideoListQuery = {}): Promise<Page<Video>> {
  return unwrap(http.get('/videos', { params: query }));
}

export function getVideo(videoId: string): Promise<Video> {
  return unwrap(http.get(`/videos/${enc(videoId)}`));
}

/**
 * A watch page reports that its ready video is being watched: the view is counted (once a day
 * per viewer) and kept in the history. Reading a video with `getVideo` counts nothing.
 */
export function countVideoView(videoId: string): Promise<VideoViewResult> {
  return unwrap(http.post(`/videos/${enc(videoId)}/views`));
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
  return unwrap(
    http.post('/videos', form, {
      signal: options.signal,
      onUploadProgress: (event) => {
        if (!onProgress) return;
        const total = event.total ?? 0;
        if (total <= 0) return;
        onProgress(Math.min(100, Math.max(0, Math.round((event.loaded / total) * 100))));
      },
    }),
  );
}

/** JSON `{ title?, description? }`, or multipart with an optional `thumbnail` file. */
export function updateVideo(videoId: string, body: UpdateVideoRequest | FormData): Promise<Video> {
  return unwrap(http.patch(`/videos/${enc(videoId)}`, body));
}

export async function deleteVideo(videoId: string): Promise<void> {
  await http.delete(`/videos/${enc(videoId)}`);
}

export function togglePublishVideo(videoId: string): Promise<Video> {
  return unwrap(http.patch(`/videos/toggle/publish/${enc(videoId)}`));
}

/** `POST /videos/:videoId/retry`: the owner queues a failed video for processing again. */
export function retryVideoProcessing(videoId: string): Promise<Video> {
  return unwrap(http.post(`/videos/${enc(videoId)}/retry`));
}
